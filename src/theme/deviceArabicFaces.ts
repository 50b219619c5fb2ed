/**
 * Faces that draw the Arabic script, one of which most devices have (Android's, Apple's, Windows',
 * and Linux's DejaVu), as an @font-face `src` of local faces: the stand-in a web face for Arabic or
 * Urdu is drawn in until it arrives, given that face's metrics where it is declared.
 */
export const deviceArabicFaces = ['Noto Naskh Arabic', 'Noto Sans Arabic', 'Geeza Pro', 'Segoe UI', 'Arial', 'DejaVu Sans'].map((name) => `local("${name}")`).join(', ');
