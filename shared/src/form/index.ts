export { formLocale } from './form-messages';
export { CheckboxField, FormError, PasswordField, RadioGroupField, SelectField, TextAreaField, TextField, type FieldErrorLike, type Registration } from './fields';
