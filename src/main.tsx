import { applyTheme, watchSystemTheme } from './app/theme';
import { startBoot } from './app/boot/boot';
import './index.css';

// Theme first, before anything renders, so the page never flashes the wrong colours.
applyTheme();
watchSystemTheme();

// The boot (src/app/boot/boot.ts): the page's code and first reads, then the app.
void startBoot(document.getElementById('root')!);
