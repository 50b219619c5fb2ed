/** The blog: its list, the owner's editor and manager. */
export const blog = {
  /** A blog with no title, wherever it is named. */
  untitled: 'Untitled',
  /** Whether a blog is still shown as current (its 30 days have not run out), by its badge. */
  status: { Active: 'Active', Expired: 'Expired' },
  /** The blog page: every blog as a card. */
  list: {
    loading: 'Loading blogs...',
    none: 'No blogs found.',
    /** Said after an error, when the blogs came after all. */
    loaded: { one: '{count} blog loaded.', other: '{count} blogs loaded.' },
    /** Stored entries that do not read as blogs, left out of the list. */
    damaged: { one: '{count} stored blog is damaged and not shown.', other: '{count} stored blogs are damaged and not shown.' },
    /** Where the site keeps its blogs in this browser (the preview, without Firebase). */
    localNote: 'Blogs are stored in this browser only.',
    /** `{reason}` is why: the store's own words, or `forms.retry.noAnswer`. */
    failed: 'The blogs could not be loaded: {reason}.',
    retrying: 'Trying again to load the blogs...',
  },
  card: {
    /** Before the start of the blog's text. */
    details: 'Details:',
    readMore: 'Read More',
    /** Read out, not shown, after Read More. */
    readMoreHidden: ': {title}',
    /** Read out, not shown, before each of the card's facts. */
    author: 'Author: ',
    category: 'Category: ',
    status: 'Status: ',
    unknownAuthor: 'Unknown Author',
    unknownCategory: 'Unknown Category',
  },
  /** The dialog Read More opens, with the blog's whole text. */
  fullContent: {
    heading: 'Full Content',
    close: 'Close',
  },
  /** What the write and manage pages share: the sign-in check, who is signed in, the limit. */
  owner: {
    checking: 'Checking sign-in...',
    checkFailed: 'Sign-in could not be checked: {reason}.',
    checkingAgain: 'Checking sign-in again...',
    /** `{name}` is the owner's account, drawn in bold. */
    signedInAs: 'Signed in as {name}',
    /** After who is signed in, once the count is read. */
    used: ' · {count} of {limit} blogs used',
    signOut: 'Sign out',
    previewNote: 'Preview mode: blogs are stored in this browser only.',
    /** `{limit}` is how many blogs may exist at once (5). */
    limit: 'You can only add {limit} blogs at a time.',
    /** The way on at the limit; on the write page a link to the manage page. */
    deleteOld: 'Delete an old blog to write a new one',
    /** A save, an edit or a delete that got no answer in time; `{seconds}` is how long it was given. */
    unfinishedSave: 'The blog was not saved within {seconds} seconds. It may still be published: press Save Blog to try again, and it will be published only once.',
  },
  /** The blog's fields, as the write page and the manage page's Edit label them. */
  fields: {
    title: 'Title',
    content: 'Content',
    category: 'Category',
    tags: 'Tags (comma separated)',
    date: 'Blog Date',
    picture: 'Picture',
    /** Each of the pictures a blog may show. */
    pictureOption: 'Announcement picture {number}',
  },
  /** The write page. */
  editor: {
    /** `{author}` is the name every new blog is stored under. */
    publishedAs: 'New blogs are published under the name {author}.',
    manage: 'Manage blogs',
    /** At the limit, before the form; `{limit}`, `{link}` and `{damaged}` are `owner.limit`, the link `owner.deleteOld` and `damagedCount`. */
    limitNotice: '{limit} {link}. {damaged}',
    /** Damaged entries hold places too, and the manage page is where they are seen and deleted. */
    damagedCount: 'Damaged entries, listed there, count too.',
    countFailed: 'The number of existing blogs could not be read: {reason}.',
    countingAgain: 'Reading the number of blogs again...',
    /** A date box left half filled, which would otherwise save the blog under today's date. */
    unfinishedDate: "Enter a complete Blog Date, or clear it to use today's date",
    save: 'Save Blog',
    /** The save button at the limit. */
    limitReached: 'Limit Reached ({limit} blogs)',
    saving: 'Saving...',
    /** `{reason}` is the store's own words. */
    saveFailed: 'Error saving blog: {reason}',
    /** Shown by the blog page, where the owner is sent after saving. */
    saved: 'Blog saved successfully.',
  },
  /** The manage page: the owner's blogs, each with Edit and Delete, and the damaged entries. */
  manager: {
    heading: 'Your blogs',
    write: 'Write a new blog',
    loading: 'Loading your blogs...',
    none: 'You have no blogs yet.',
    failed: 'Your blogs could not be loaded: {reason}.',
    retrying: 'Loading your blogs again...',
    /** Before a blog's date, and its status. */
    date: 'Blog date: ',
    status: 'Status: ',
    /** When an Active blog stops being shown as current, and when an Expired one stopped. */
    expires: 'Expires {date}',
    expired: 'Expired on {date}',
    /** A blog's title as the manage page quotes it. */
    quoted: '“{title}”',
    edit: 'Edit',
    /** The buttons' names, read out: `{title}` is the blog's, quoted. */
    editNamed: 'Edit {title}',
    delete: 'Delete',
    deleteNamed: 'Delete {title}',
    /** What the status line says after a delete or an edit. */
    deleted: 'Deleted {title}. A place is free for a new blog.',
    alreadyDeleted: '{title} had already been deleted.',
    deletedEntry: 'Deleted the damaged entry {name}. A place is free for a new blog.',
    entryAlreadyDeleted: 'The damaged entry {name} had already been deleted.',
    edited: 'Saved the changes to {title}.',
    /** A delete or an edit that got no answer in time; `{button}` is the button to press again. */
    unfinishedDelete: 'The delete did not finish within {seconds} seconds. It may still go through: press {button} to try again.',
    unfinishedEdit: 'Saving the changes did not finish within {seconds} seconds. It may still go through: press {button} to try again.',
  },
  /** Stored entries that do not read as blogs, each with what is wrong and a Delete button. */
  damaged: {
    heading: 'Damaged entries',
    /** `{limit}` is how many places there are (5). */
    intro: 'These are stored but cannot be shown on the blog. Each still holds one of the {limit} places until you delete it.',
    untitled: 'Untitled entry',
    /** `{id}` is the key the entry is stored under. */
    storedAs: 'Stored as {id}',
    /** `{problem}` is what the site found wrong: `findings`, joined. */
    problem: 'What is wrong: {problem}.',
    deleteNamed: 'Delete damaged entry {name}',
    /**
     * What is wrong with an entry, one finding after another, in words for the owner rather than
     * for a programmer. The first letter of the whole is made a capital where the language has them.
     */
    findings: {
      /** Between two findings, and before how many more there are. */
      separator: '; ',
      /** After the first three findings, how many more there are. */
      more: { one: '{count} more problem', other: '{count} more problems' },
      /** An entry in which nothing in particular was found wrong. */
      unreadable: 'it is not a blog this site can read',
      notABlog: 'it is not a blog at all',
      datesDisagree: 'its dates disagree: the expiry is not 30 days after the time it was written',
      /** `{keys}` is the fields' keys as stored, with `keySeparator` between them. */
      unknownFields: 'it holds fields the site does not know ({keys})',
      keySeparator: ', ',
      notAnnouncementPicture: 'the picture is not one of the announcement pictures',
      /**
       * Each stored field as the subject of what is wrong with it: its name as the owner knows it
       * from the write and manage pages, with the verb where the language puts one there (English:
       * "the tags are"); `unknown` for a field no blog has, `{key}` its key.
       */
      fields: {
        title: 'the title is',
        content: 'the content is',
        category: 'the category is',
        tags: 'the tags are',
        imageUrl: 'the picture is',
        author: 'the author is',
        date: 'the blog date is',
        expiryDate: 'the expiry date is',
        createdAt: 'the time it was written is',
        expiresAt: 'the time it expires is',
        unknown: 'the {key} is',
      },
      /** What is wrong with a field: `{field}` is its subject above. */
      missing: '{field} missing',
      /** `{type}` is one of `types`, or the name of another type as stored data names it. */
      wrongType: '{field} not {type}',
      tooLong: '{field} longer than {maximum} characters',
      outOfRange: '{field} out of range',
      notAllowed: '{field} not an allowed value',
      notDateTime: '{field} not a date and time',
      invalid: '{field} not valid',
      /** What a field should have been. */
      types: { string: 'text', number: 'a number', object: 'a blog' },
    },
  },
  /**
   * Why the blog's store could not do what was asked, each ending a sentence such as "The blogs
   * could not be loaded: ". Failures of the store's own service (Firebase) are passed on as it words them.
   */
  storeErrors: {
    savedBlogsNotJson: 'the blogs saved in this browser are damaged (not valid JSON)',
    savedBlogsDamaged: 'the blogs saved in this browser are damaged',
    storedBlogsNotKeyed: 'the stored blogs are not a list keyed by id',
    /** A site built for Firebase without its settings: only whoever builds the site can mend it. */
    firebaseNotConfigured: 'this site was built for Firebase without its configuration',
    noOwnerLogin: 'this site was built without the owner login of the local blog store',
    /** The preview sign-in needs the browser's Web Crypto, which only https:// and localhost pages have. */
    insecureConnection: 'signing in needs a secure connection (https:// or localhost)',
    notPushId: 'a new blog needs a push id',
    consoleOnly: 'only the Firebase console can remove an entry stored under an id the site never writes',
    /** `{date}` is the date as it was given, in quotes. */
    notCalendarDate: 'the blog date {date} is not a calendar date',
    limitReached: 'the blog limit is reached',
    blogGone: 'that blog no longer exists',
    /** Only a fault of the site sends such a blog; `{fields}` are the keys it holds them under, for whoever mends it. */
    notStorable: 'the blog is not in the form the store accepts (fields: {fields})',
  },
  /** The dialog that asks before a blog or a damaged entry is deleted. */
  deleteDialog: {
    blogHeading: 'Delete this blog?',
    entryHeading: 'Delete this damaged entry?',
    /** `{title}` is the blog's, quoted; `{name}` the entry's title, quoted, or its key. */
    blogText: '{title} will be removed from the blog for good. Its place is freed for a new blog.',
    entryText: 'The damaged entry {name} will be removed for good. Its place is freed for a new blog.',
    deleting: 'Deleting...',
    cancel: 'Cancel',
    deleteBlog: 'Delete blog',
    deleteEntry: 'Delete entry',
    /** `{reason}` is why the delete failed, without its own full stop. */
    blogFailed: 'The blog could not be deleted: {reason}.',
    entryFailed: 'The damaged entry could not be deleted: {reason}.',
  },
  /** The manage page's Edit dialog. */
  editDialog: {
    heading: 'Edit blog',
    note: 'The blog date and the expiry stay as they are.',
    saving: 'Saving...',
    save: 'Save changes',
    cancel: 'Cancel',
    /** `{reason}` is why the save failed, without its own full stop. */
    failed: 'The changes could not be saved: {reason}.',
  },
} as const;
