/**
 * Words of the shared interface parts every page can show: dialogs' and toasts' controls, the
 * header's Admin sign-in dialog, the signed-in user's menu, the resume download's toast. Sent by the
 * root loader with `common`. (The /admin dashboard itself stays English: its address has no /ar.)
 */
export default {
  "dialog.close": "Close",
  "toast.region": "Notifications",
  "toast.close": "Close",

  "signIn.open": "Admin sign in",
  "signIn.title": "Admin Access",
  "signIn.description": "Sign in with the identity provider to access admin features and manage content.",
  "signIn.descriptionLinkOnly": "The owner signs in to access admin features and manage content.",
  "signIn.button": "Sign in",
  "signIn.notConfigured":
    "Sign-in through an identity provider is not set up on this site yet. The owner can sign in with a one-time link printed on the server by:",
  "signIn.failed": "Sign-in did not complete. Please try again.",

  "account.label": "Account: {name}",
  "account.dashboard": "Admin Dashboard",
  "account.signOut": "Sign out",

  "resume.downloadedTitle": "Resume Downloaded",
  "resume.downloadedText": "Thank you for your interest!",
} as const;
