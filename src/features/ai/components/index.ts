/** The assistant's UI pages compose (ai/index). */
export { ChatScreen } from './chat-screen'
