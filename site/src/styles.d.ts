/** Stylesheets a script imports (Vite loads them with the script's chunk). */
declare module '*.css';
