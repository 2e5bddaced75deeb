/** The allowed username characters, as the username fields' help says them (portal.md §5). */
export const USERNAME_HELP =
  "Letters, numbers and these characters only: @ . ! # $ % ' * + - / = ? ^ _ ` { | } ~";
