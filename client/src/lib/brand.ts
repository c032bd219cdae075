export const APP_NAME = 'Sacred Circle';
export const APP_TAGLINE = 'Guiding Wisdom. Eternal Connection';
export const SPLASH_MESSAGE = 'Guiding You Through Sacred Wisdom';
export const LOADING_APP_MESSAGE = `Loading ${APP_NAME}...`;
