import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App, APP_ROUTE_OBJECTS } from './app/app';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element to mount the app in.');

createRoot(container).render(
  <StrictMode>
    <App router={createBrowserRouter(APP_ROUTE_OBJECTS)} />
  </StrictMode>,
);
