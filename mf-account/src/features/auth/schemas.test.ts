// The forms refuse the most common passwords as the member types, with the API's 1061 sentence
// (the API checks the whole kept list).
import { changePasswordSchema, resetSchema, signUpSchema } from './schemas';

const signUp = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.co.uk', newsletter: false };

it('refuses "password" at sign-up, reset and change, saying why; a long phrase passes', async () => {
  await expect(signUpSchema.validate({ ...signUp, password: 'Password' })).rejects.toThrow(/too common/);
  await expect(resetSchema.validate({ password: 'iloveyou', confirm: 'iloveyou' })).rejects.toThrow(/too common/);
  await expect(changePasswordSchema.validate({ oldPassword: 'whatever it was', newPassword: 'qwertyuiop' })).rejects.toThrow(/too common/);
  await expect(signUpSchema.validate({ ...signUp, password: 'correct horse battery' })).resolves.toBeTruthy();
});
