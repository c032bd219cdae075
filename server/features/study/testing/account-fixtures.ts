/** A sign-up body the auth API accepts. */
export const newAccount = (username: string) => ({
  firstName: 'Miriam',
  lastName: 'Cohen',
  username,
  email: `${username.replace(/_/g, '.')}@example.org`,
  password: 'shalom-study-2026',
});
