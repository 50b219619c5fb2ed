/** Forms and what they say: fields, their errors, the error summary, dialogs, status and retry notices (contact form, login). */
export const forms = {
  /** What every form says around its fields' own messages. */
  errors: {
    /** The title of the list of a form's mistakes, at its top. */
    summaryHeading: 'There is a problem',
    /** Read out, not shown, before a field's message, so it is not taken for a hint. */
    fieldPrefix: 'Error: ',
  },
  /** A read that failed, and its button to read again. */
  retry: {
    tryAgain: 'Try again',
    /** Why a read failed when nothing came back in time; it ends a sentence such as "could not be loaded: ". */
    noAnswer: 'there was no answer within {seconds} seconds',
  },
  contactForm: {
    required: 'All fields are required.',
    nameLabel: 'Name',
    emailLabel: 'Email',
    telLabel: 'Whatsapp',
    messageLabel: 'Message',
    /** A number of characters, as the limits below say it: `{max}`, `{excess}`, `{left}` and `{over}` are each one of these. */
    characters: { one: '{count} character', other: '{count} characters' },
    /** The message's hint. */
    messageLimit: 'Up to {max}.',
    /** What is left of the message's room, said only near its limit. */
    roomLeft: '{left} left',
    roomOver: '{over} too many',
    nameMissing: 'Enter your name',
    nameTooLong: 'Name must be {max} or fewer',
    emailMissing: 'Enter your email address',
    emailTooLong: 'Email address must be {max} or fewer',
    emailMalformed: 'Enter an email address in the correct format, like name@example.com',
    telMissing: 'Enter your WhatsApp number',
    telTooLong: 'WhatsApp number must be {max} or fewer',
    messageMissing: 'Enter your message',
    messageTooLong: 'Message must be {max} or fewer: remove {excess}',
    send: 'Send Message',
    sending: 'Sending...',
    sent: 'Thank you! Your message has been sent. We will get back to you soon.',
    notConfigured: 'Online sending is not set up yet. Please send your message by WhatsApp or email.',
    failed: 'Sorry, your message could not be sent. What you wrote is still in the form: please try again, or send it to us on WhatsApp or by email.',
    sendOnWhatsapp: 'Send on WhatsApp',
    sendByEmail: 'Send by email',
    /** The chat or email that carries the message when the form cannot: the sender's details under it, and the email's subject. */
    signedName: 'Name: {name}',
    signedEmail: 'Email: {email}',
    signedTel: 'Whatsapp: {tel}',
    subjectFrom: 'Message from {name}',
    subjectAnonymous: 'Message from the website',
    /** The academy's own addresses beside the form. */
    detailsHeading: 'Other ways to reach us',
    chatOnWhatsapp: 'Chat on WhatsApp',
  },
  /** The blog owner's sign-in. */
  loginForm: {
    usernameLabel: 'Username',
    /** Shown where the owner signs in with an account whose name is an email address. */
    usernameHint: "The owner account's email address.",
    usernamePlaceholder: 'Enter your username',
    passwordLabel: 'Password',
    passwordPlaceholder: 'Enter your password',
    usernameMissing: 'Enter your username',
    passwordMissing: 'Enter your password',
    refused: 'Invalid credentials',
    /** The sign-in service could not be asked; `{reason}` is one of `reasons`. */
    failed: 'Sign-in failed: {reason}',
    /** Why the sign-in service gave no answer, by what the owner can do about it. */
    reasons: {
      network: 'the sign-in service could not be reached. Check your connection and try again.',
      tooManyAttempts: 'too many attempts in a short time. Wait a few minutes, then try again.',
      /** The service refuses this site (its settings, its address): only the site's administrator can mend it. */
      notSetUp: "the sign-in service is not set up for this site. Ask the site's administrator.",
      /** Anything else; `{detail}` is the service's own words, to pass on to whoever mends it. */
      unexpected: 'an unexpected error ({detail}).',
    },
    submit: 'Login',
    signingIn: 'Signing in...',
    previewNote: 'Preview mode: blogs are stored in this browser only.',
  },
} as const;
