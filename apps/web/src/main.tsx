import './zodWithoutEval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './fonts/uiFonts';
import './styles/base.css';
import { App } from './App';
import { installUnhandledRequestAlert } from './api/unhandledFailures';
import { boot } from './boot';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

installUnhandledRequestAlert();

void boot().then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
