// The users table's queries live in users-repository.ts; route files others are still finishing import them from here.
export { clearSignInThrottle, deleteAccount, findUserById, markEmailConfirmed, setPasswordFromEmailedLink } from './users-repository';
