/** A password the owner chooses himself: long enough that guessing it at the throttled rate is hopeless. */
export const minPasswordLength = 12;
