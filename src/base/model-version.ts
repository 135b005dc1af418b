/**
 * The model's version: raise it whenever a change to the model moves the numbers a scenario
 * produces (a golden-run update that is not only new runs). Links and exports record it, so a
 * page opening an older link can say its numbers came from a different model. Leaves out
 * which change moved what: the commit history and the golden diffs say that.
 */
export const MODEL_VERSION = 1;
