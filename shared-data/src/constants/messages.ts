/**
 * Every user-facing text of the spec's error catalogue (section 8), validation messages (section 5) and the few
 * on-page texts areas share, as named constants. Areas import these instead of retyping strings, so a wording
 * change happens once and tests can assert the exact text users see.
 *
 * Texts with a placeholder are functions. Wording is verbatim from the spec, including its inconsistent final
 * punctuation: users and tests rely on it. Texts we added (the spec had none) are marked "ours".
 *
 * Deliberately absent: the spec's "User not found." / "Incorrect password." pair. Telling them apart reveals which
 * e-mail addresses have accounts (product.md §4); sign-in uses `auth.invalidCredentials` for both.
 */
export const MESSAGES = {
  auth: {
    /** Ours: one message for unknown e-mail and wrong password (no account enumeration). */
    invalidCredentials: 'Invalid email or password.',
    /**
     * Ours: shown when Auth answers 429 without saying how long (its sign-in limit refills within seconds, so "a few
     * minutes" overstated the wait).
     */
    rateLimited: 'Too many attempts. Wait a few seconds and try again.',
    /** Ours: Auth's 429 said how long to wait ("…only request this after 42 seconds"). */
    rateLimitedFor: (seconds: number) => `Too many attempts. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    /** Ours: a guest's first action could not open a session: too many new visitors behind the same address. */
    guestRateLimited: 'Too many new visitors from your network right now. Please wait a minute and try again.',
    /** Ours: Auth refused the captcha token (captcha_failed). */
    captchaFailed: 'The human check did not work. Please try again.',
    /** Ours: the visitor closed the human check. */
    captchaCancelled: 'Please complete the human check to continue.',
    /** Ours: sign-in before the e-mail address was confirmed. */
    emailNotConfirmed: 'Please confirm your email address first. Check your inbox for the link.',
    /** Ours: the account is banned in Auth. */
    banned: 'This account has been suspended. Please contact support.',
    /** Ours: no answer from the server (offline, timeout, 5xx). */
    network: 'Network error. Check your connection and try again.',
    /** Ours: Auth rejected the password as too weak. */
    weakPassword: 'Password is too weak. Please choose a longer password.',
    /** Ours: the new password equals the old one. */
    samePassword: 'New password should be different from the old password.',
    /** Ours: phone number that is not a valid Nigerian number. */
    invalidPhone: 'Please enter a valid Nigerian phone number.',
    loginError: 'An error occurred during login.',
    loginSuccess: 'Login successful!',
    welcome: (name: string) => `Welcome, ${name}!`,
    selectRole: 'Please select a role.',
    clientRegistered: 'Client registered successfully!',
    cleanerRegistered: 'Cleaner registered successfully!',
    /** Shown 3 s after `cleanerRegistered` (see TOAST.cleanerRegistrationFollowUpMs). */
    checkEmailForConfirmation: 'Please check your email for a confirmation link.',
    registrationVerifyEmail: 'Registration successful! Please verify your email to complete the process.',
    /** Shown as an alert, not a toast. */
    registrationCheckEmail: 'Registration successful! Please check your email to verify your account.',
    unexpected: 'An unexpected error occurred.',
    unexpectedTryAgain: 'An unexpected error occurred. Please try again.',
    errorRegisteringClient: (message: string) => `Error registering client: ${message}`,
    errorRegisteringCleaner: (message: string) => `Error registering cleaner: ${message}`,
    registrationFailed: 'Registration failed. Please try again.',
    adminRegistered: 'Admin registered successfully!',
    emailCheckFailed: 'An error occurred while checking email. Please try again.',
    emailExists: 'Email already exists. Please use a different email.',
    fillRequired: 'Please fill all required fields.',
    fieldRequired: (field: string) => `${field} is required`,
    resetLinkSent: 'Check your email for a reset link.',
    passwordResetSuccess: 'Password reset successful! You can now log in with your new password.',
    somethingWentWrong: 'Something went wrong. Please try again later.',
    invalidResetLink: 'Invalid reset link.',
    invalidOrExpiredToken: 'Invalid or expired token',
    noLoggedInUser: 'No logged-in user found.',
  },
  profile: {
    userEmailNotFound: 'User email not found. Please log in again.',
    fetchDetailsFailed: 'Error fetching profile details or no profile found.',
    fetchDataFailed: 'Error fetching profile data',
    pictureUploadFailed: 'Failed to upload profile picture',
    updated: 'Profile updated successfully',
    updateFailed: 'Error updating profile',
    specializationLoadFailed: 'Failed to load specialization details.',
    saveFailed: 'Failed to save changes.',
    changesSaved: 'Changes saved successfully',
    loadFailed: 'Failed to load profile data.',
    noMatchingProfile: 'No matching profile found for the given email.',
    serviceDetailsSaved: 'Service details saved successfully.',
    serviceDetailsSaveFailed: 'Failed to save service details.',
    bioFetchFailed: 'Error fetching bio',
    bioUpdateFailed: 'Error updating bio',
    bioUpdated: 'Bio updated successfully',
    bioEmpty: 'Bio cannot be empty',
    specializationOrAvailabilityRequired: 'You must provide at least one specialization or set availability.',
    serviceDetailRequired: 'You must provide at least one service detail to update.',
    noChanges: 'No changes detected.',
    verificationSubmitted: 'Profile verification details submitted successfully.',
    verificationSubmitFailed: 'Failed to submit profile verification details.',
    retrieveFailed: 'Error retrieving your profile. Please try again.',
    noEmailFound: 'No email found. Please log in again.',
    clientDataFetchFailed: 'Error fetching client data.',
    cleanerProfileFetchFailed: 'Error fetching cleaner profile.',
    userRetrieveFailed: 'Failed to retrieve user. Please log in.',
  },
  reviews: {
    fetchFailed: (message: string) => `Error fetching reviews: ${message}`,
    submitFailed: (message: string) => `Error submitting review: ${message}`,
    submitted: 'Review submitted successfully!',
    deleted: 'Review deleted successfully!',
    /** An admin released a held (suspected self-) review into the cleaner's rating. */
    released: 'Review released into the rating.',
    idMissing: 'Review ID is missing!',
    dataFetchFailed: 'Error fetching reviews data.',
    ratingRequired: 'Please provide a rating.',
    feedbackAndRatingRequired: 'Both feedback and rating are required.',
  },
  bookings: {
    clientDetailsFetchFailed: 'Error fetching client details',
    fetchFailed: 'Error fetching bookings',
    cleanerDetailsFetchFailed: 'Error fetching some cleaner details',
    /** Name shown when a cleaner's details could not be loaded. */
    unknownCleaner: 'Unknown Cleaner',
    clientIdRetrieveFailed: 'Error retrieving client ID.',
    clientEmailNotFound: 'Client email not found.',
    createFailed: 'Error creating booking',
    created: 'Booking created successfully!',
    submitted: 'Booking Submitted successfully!',
    acceptFailed: 'Error accepting the booking!',
    rejectFailed: 'Error rejecting the booking!',
    invalidId: 'Invalid booking ID',
    accepted: 'Booking accepted successfully!',
    rejected: 'Booking rejected successfully!',
    /** The cleaner marked a job done; it counts once the customer confirms. */
    markedCompleted: 'Booking marked as completed. Awaiting customer confirmation.',
    awaitingCustomerConfirmation: 'Awaiting customer confirmation',
    /** A job marked done whose customer reported a problem: the 48-hour confirmation waits for an admin. */
    problemReportedByCustomer: 'Problem reported: an admin will decide',
    completionConfirmed: 'Thank you for confirming! You can now leave a review.',
    confirmFailed: 'Error confirming the booking!',
    requestAccepted: 'Request accepted successfully!',
    requestAcceptFailed: 'Failed to accept request.',
    /** Ours: a request sent to one cleaner is accepted at the cleaner's price, which must be given. */
    requestPriceRequired: 'Enter your price for this job to accept it.',
    /** Ours: the cleaner declined a request sent to them. */
    requestDeclined: 'Request declined.',
    requestRejectFailed: 'Failed to reject request.',
    fetchBookingsFailed: 'Failed to fetch bookings',
    selectService: 'Please select at least one service.',
    guestRequiredFields: 'Please fill in your name, phone number, and select at least one service.',
    loading: 'Loading bookings...',
    /** Placeholder for guest contact fields a cleaner may not see yet. */
    hidden: 'Hidden',
  },
  search: {
    cleanersFetchFailed: 'Error fetching Cleaners',
    cleanersFound: 'Cleaners found in your area',
    providersFetchFailed: 'Error fetching providers',
    providersFound: 'Providers found in your area',
    noProviders: 'No providers found matching your criteria.',
    searchFailed: 'An error occurred while searching. Please try again.',
    locationAndBudgetRequired: 'Please enter location and budget to search providers.',
    stateRequired: 'Please enter state to search providers.',
    noVerifiedCleanersInState: 'No verified cleaners found for the specified state.',
  },
  quotes: {
    submitted: 'Quote request submitted successfully!',
    submitFailed: 'Failed to submit quote request. Please try again.',
    submitFailedWith: (message: string) => `Failed to submit quote request: ${message}`,
    clientIdFetchFailed: 'Failed to fetch client ID',
    approvedRequestsFetchFailed: 'Failed to fetch approved requests',
    clientRequestsFetchFailed: 'Failed to fetch client requests',
    fetchFailed: 'Failed to fetch quote requests.',
    loadFailed: 'Failed to load quotes.',
    quoteRequestDataFetchFailed: 'Error fetching quote request data.',
  },
  bids: {
    fetchFailed: 'Failed to fetch bids',
    approved: 'Bid approved',
    rejected: 'Bid rejected',
    statusUpdateFailed: 'Failed to update bid status',
    cleanerApproved: 'Cleaner approved successfully!',
    cleanerApproveFailed: 'Error approving cleaner.',
    invalidIds: 'Invalid IDs.',
    deleteFailedWith: (detail: string) => `Error deleting bid: ${detail}`,
    noneToDelete: 'No bid found to delete.',
    deletedWithBang: 'Bid deleted successfully!',
    deleted: 'Bid deleted successfully',
    deleteFailed: 'Failed to delete bid',
    noneFound: 'No bids found.',
    loadFailed: 'Failed to load bids.',
    selectedDeleted: 'Selected bids deleted.',
    selectedDeleteFailed: 'Failed to delete bids.',
    accepted: 'Bid accepted successfully!',
    acceptFailed: 'Failed to accept bid.',
    rejectedDot: 'Bid rejected.',
    rejectFailed: 'Failed to reject bid.',
    submitted: 'Bid submitted successfully!',
    submitError: 'Error submitting bid.',
    submitFailed: 'Failed to submit bid.',
    approvedFetchFailed: 'Failed to fetch approved bids',
    approvedLoadFailed: 'Failed to load approved bids.',
    dataFetchFailed: 'Error fetching bid data.',
    removed: 'Bid removed successfully!',
    removeFailed: 'Error removing bid.',
    noId: 'No bid ID found.',
    amountRequired: 'Please enter a bid amount.',
  },
  cleanerContext: {
    idRetrieveFailed: 'Failed to retrieve cleaner ID.',
    idFetchFailed: 'Failed to fetch cleaner ID.',
    emailNotFound: 'Cleaner email not found.',
    userFetchFailed: 'Error fetching user.',
    noUserEmail: 'No user email found.',
    dataFetchFailed: 'Error fetching data',
    dataFetchFailedWith: (message: string) => `Error fetching data: ${message}.`,
    /** On-page (not a toast). */
    idFetchFailedOnPage: 'Error fetching cleaner ID',
    /** On-page (not a toast). */
    idNotFound: 'Cleaner ID not found',
  },
  schedules: {
    loadFailed: 'Error loading schedules.',
    fetchFailed: 'Error fetching schedules.',
    clientNotLoggedIn: 'Client not logged in.',
    addFailed: 'Failed to add schedule.',
    added: 'Schedule added successfully!',
    addError: 'Error adding schedule.',
    deleted: 'Schedules deleted successfully!',
    deleteFailed: 'Error deleting schedules.',
    statusUpdated: 'Schedule status updated successfully!',
    statusUpdateFailed: 'Error updating schedule status.',
  },
  payments: {
    loaded: 'Payment history loaded successfully.',
    loadFailed: 'Error loading payment history.',
    fetchFailed: 'Error fetching payments data',
    /** Ours: Pay now could not open Paystack's checkout (the function's own message is shown when it gives one). */
    startFailed: 'Could not start the payment. Please try again.',
    /** Ours: the return page could not ask Paystack how the payment went. */
    verifyFailed: 'Could not check the payment. Please try again.',
    /** Ours: the receipt's e-mail is missing or malformed. */
    invalidEmail: 'Enter a valid e-mail address for your receipt.',
    /** Ours: a receipt link for a payment this account cannot see. */
    receiptNotFound: 'Receipt not found.',
    /** Ours: the receipt could not be loaded. */
    receiptLoadFailed: 'Error loading the receipt.',
    /** Ours: the return page's results. */
    paid: 'Payment received. Thank you!',
    failed: 'The payment did not go through.',
    cancelled: 'You cancelled the payment. Nothing was charged.',
    pending: 'Still waiting for your bank.',
    /** Ours: a second payment for a booking already paid or cancelled goes back at once. */
    refundedAtOnce: 'This booking was already paid or cancelled, so this payment is being refunded.',
    /** Ours: Cancel booking. */
    bookingCancelled: 'Booking cancelled.',
    paidBookingCancelled: 'Booking cancelled. Your payment will be refunded in full.',
    cancelFailed: 'Could not cancel the booking. Please try again.',
  },
  residence: {
    fillAllFields: 'Please fill in all fields.',
    updateFailed: 'Failed to update residence information.',
    updated: 'Residence information updated successfully.',
  },
  admin: {
    cleanerActionDone: (action: 'suspended' | 'activated' | 'deleted') => `Cleaner ${action} successfully!`,
    actionFailed: (action: string, target: 'cleaner' | 'review') => `Error performing ${action} on ${target}`,
    cleanersFetchFailed: 'Error fetching cleaners data',
    verificationUpdateFailed: 'Error updating verification status',
    fileRetrieveFailed: 'Error retrieving the file.',
    clientsFetchFailed: 'There was an error fetching the clients.',
    subscriptionsFetchFailed: 'There was an error fetching the subscriptions.',
    subscriptionUpgraded: 'Subscription upgraded successfully!',
    subscriptionUpgradeFailed: 'There was an error upgrading the subscription.',
    priceDone: (action: 'added' | 'updated' | 'deleted') => `Price ${action} successfully`,
    priceFailed: (action: 'adding' | 'updating' | 'deleting') => `Error ${action} price`,
    subscriptionPlansRetrieveFailed: 'Failed to retrieve subscriptions',
    subscriptionPlanDone: (action: 'added' | 'updated' | 'deleted' | 'duplicated') =>
      `Subscription ${action} successfully`,
    subscriptionPlanFailed: (action: 'save' | 'delete' | 'duplicate') => `Failed to ${action} subscription`,
    autoUpdated: 'Subscriptions auto-updated successfully',
    autoUpdateFailed: 'Failed to auto-update subscriptions',
    /** Ours: the spec shows no text for notification failures. */
    notificationsFailed: 'Could not update notifications. Please try again.',
    greeting: { morning: 'Good Morning', afternoon: 'Good Afternoon', evening: 'Good Evening' },
  },
  visitors: {
    noMatchingSubscription: 'No matching subscription found',
    selectSubscription: 'Please select a subscription before submitting',
    submitDetailsFailed: (message: string) => `Error submitting your details: ${message}`,
    getBackSoon: 'We will get back to you soon',
    optionsLoaded: 'Options loaded successfully!',
    optionsFetchFailed: 'Error fetching dynamic options.',
    noMatchingPrices: 'No matching prices found.',
    pricesLoaded: 'Prices loaded successfully!',
    pricesFetchFailed: 'Error fetching prices.',
    formSubmitFailed: (message: string) => `Error submitting form: ${message}`,
    formSubmitted: 'Form submitted successfully!',
    fillAllFields: 'Please fill in all fields.',
  },
  notifications: {
    /** Toast for a live guest-related notification. */
    newReceived: 'New notification received!',
  },
  empty: {
    requests: 'No requests found.',
    bidsForRequest: 'No bids for this request.',
    approvedRequests: 'No approved requests found.',
    schedules: 'No schedules found.',
    payments: 'No payment history available.',
    notifications: 'No notifications available.',
    bids: 'No bids available.',
    bookings: 'No bookings found.',
    quotesForBidding: 'No available quotes for biddings.',
    approvedBids: 'No approved bids available.',
  },
  shell: {
    /** Ours (architecture.md): a remote that failed to load. */
    sectionUnavailable: 'This section is temporarily unavailable',
    retry: 'Retry',
  },
} as const;
