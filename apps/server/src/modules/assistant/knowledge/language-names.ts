/** The shop's eleven languages as the passage on languages names them, in every language. */
const NAMES_BUT_LAST = 'English, Afrikaans, isiNdebele, Sepedi, Sesotho, siSwati, Setswana, Xitsonga, Tshivenda, isiXhosa';
const LAST_NAME = 'isiZulu';

/** The names in a sentence, the last two joined by the language's own "and" with its spaces (" and ", " ne-"). */
export const languageNames = (and: string) => `${NAMES_BUT_LAST}${and}${LAST_NAME}`;

/** The names as shoppers type them, searched in the passage on languages of every translation. */
export const LANGUAGE_KEYWORDS = 'afrikaans english zulu xhosa sotho tswana venda tsonga ndebele swati pedi';
