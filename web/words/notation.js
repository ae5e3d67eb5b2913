// Which notation the page speaks to the player in: plain words by default ("row 2, column 3",
// levels by what they ask of a player), or the precise form experts use ("r2c3", Sudoku
// Explainer's ratings, a chain's Eureka notation) when the "Expert notation" setting is on.
// One flag, set by app.js from the settings; read by words/ and the dialogs. Loaded with the page (tiny).
let expert = false;

export const expertNotation = () => expert;

export function setExpertNotation(on) {
  expert = Boolean(on);
}

/** A level's help in the current notation: the plain key ('level.plain.easy') or the expert one ('level.help.easy'). */
export const levelHelpKey = (expertKey) => (expert ? expertKey : expertKey.replace(/\.help\./, '.plain.').replace(/level_help\./, 'level_plain.'));
