// The document's declared tags: every tag a controller uses must be here with a description
// (generators group methods by tag; Redocly's operation-tag-defined rule checks it).
export const OPENAPI_TAGS: { name: string; description: string }[] = [
  {
    name: 'designs',
    description: 'Designs from a prompt or from content: request, poll the status, list and download.',
  },
  {
    name: 'content',
    description: 'Editable content suggestions (copy and imagery) from a prompt, to render in a second step.',
  },
  { name: 'media', description: "The workspace's image library: upload or import by URL, list, download, delete." },
  {
    name: 'webhooks',
    description:
      'Standard Webhooks deliveries of design events: register, inspect deliveries, redeliver, send a test event.',
  },
  { name: 'catalog', description: 'Design types and formats, languages, fonts and design options.' },
  {
    name: 'users',
    description: 'End-user administration for enterprise-admin (/enterprise) and superuser (/super) keys.',
  },
  { name: 'credits', description: 'Credit balance, ledger and per-user credit limits.' },
  { name: 'sessions', description: 'End-user sessions: refresh an access token.' },
];
