/** The request header that carries the account's upload apiKey (the server refuses it in the URL). */
export const API_KEY_HEADER = 'X-Api-Key'
