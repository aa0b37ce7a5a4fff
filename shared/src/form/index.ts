export { CheckboxField, FormError, PasswordField, SelectField, TextField, type FieldErrorLike, type Registration } from './fields';
