/** Django's wording for two different passwords, as the server's other texts. */
export const PASSWORDS_DIFFER = "The two password fields didn't match.";
