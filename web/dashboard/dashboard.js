// Patchbay dashboard: renders the hub's status snapshot and follows its event stream
// (/api/events: "snapshot", then "state" and "call" events). No framework, no fetches elsewhere;
// text is always set with textContent.
'use strict';

const MAX_CALLS = 200;
const model = { hub: {}, editors: [], sessions: [], calls: [], showArgs: false };
const $ = (id) => document.getElementById(id);

function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null) continue;
    if (k === 'class') e.className = v;
    else if (k.startsWith('data-')) e.setAttribute(k, v);
    else e[k] = v;
  }
  for (const c of children) if (c !== null && c !== undefined) e.append(c instanceof Node ? c : String(c));
  return e;
}

function time(iso) {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleTimeString();
}

function since(iso) {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return el('time', { dateTime: iso, title: d.toLocaleString() }, d.toLocaleTimeString());
}

// What the page shows as an editor's state: the word list_editors and `patchbay editors` use (issue 45: the views
// agree) — reloading, disconnected (vanished or gone), not_loaded (Unity open without Patchbay), else
// ready/compiling/playing.
function editorState(e) {
  if (e.presence === 'reloading') return 'reloading';
  if (e.presence === 'vanished') return 'disconnected';
  if (e.presence === 'gone') return e.state === 'not_loaded' ? 'not_loaded' : 'disconnected';
  return e.state || 'ready';
}

// The health probe's summary (busy: compiling since 14 s, blocked: …) of a connected editor that is not simply
// ready; docs/troubleshooting.md.
function healthOf(e) {
  return e.presence === 'connected' && e.health && e.health.state !== 'ready' ? e.health : null;
}

// The editor lease (docs/protocol.md §6.3): who runs a call that changes the whole editor, and who waits for it.
function leaseOf(e) {
  const l = e.lease;
  if (!l || (!l.holder && !(l.queue || []).length)) return null;
  const h = l.holder;
  const waiting = (l.queue || []).map((q) => `${q.tool} (${q.client || '?'}, ${q.session})`).join(', ');
  return el('span', { class: 'sub lease', 'data-lease': h ? h.tool : '' },
    h ? `${h.tool}${h.jobId ? ` (job ${h.jobId})` : ''}${h.finishing ? ' (finishing in the editor)' : ''} held by ${h.client || '?'} (${h.session}) since ` : 'lease free',
    h ? since(h.since) : null,
    waiting ? el('span', { class: 'sub lease-queue' }, `waiting: ${waiting}`) : null);
}

// The MCP tasks running in the editor (issue 31): tool, task id, session, and whether the editor has it yet.
function tasksOf(e) {
  const list = e.tasks || [];
  if (!list.length) return null;
  return el('span', { class: 'sub tasks', 'data-tasks': String(list.length) },
    'tasks: ', ...list.map((k, i) => el('span', { class: 'task', 'data-task-id': k.taskId },
      `${i ? ', ' : ''}${k.tool} (${k.taskId.slice(0, 8)}…, ${k.session}${k.started ? '' : ', held'}) since `, since(k.since))));
}

const REASONS = {
  argument: 'the call’s editor argument', selected: 'selected (select_editor)',
  pinned: 'pinned at start (--editor / --project)', cwd: 'its working directory',
  only: 'the only editor', none: 'none chosen',
};

function editorName(id) {
  const e = model.editors.find((x) => x.id === id);
  return e ? (e.alias || e.projectName || id) : id;
}

function renderEditors() {
  const body = $('editors').tBodies[0];
  body.replaceChildren(...model.editors.map((e) => {
    const st = editorState(e);
    const scene = e.activeScene && typeof e.activeScene === 'object' ? (e.activeScene.name || e.activeScene.path) : '';
    return el('tr', { 'data-editor-id': e.id, 'data-state': st, class: e.presence === 'gone' ? 'gone' : '' },
      el('td', {}, el('strong', {}, e.alias || e.projectName || e.id),
        el('span', { class: 'sub id' }, e.id), el('span', { class: 'sub' }, e.projectPath || '')),
      el('td', {}, el('span', { class: `state state-${st}` }, st),
        healthOf(e) ? el('span', { class: `sub health health-${e.health.state}`, title: e.health.remedy || '' }, e.health.summary) : null,
        leaseOf(e), tasksOf(e)),
      el('td', {}, scene || '—'),
      el('td', {}, e.unityVersion || ''),
      el('td', {}, since(e.connectedAt)),
      el('td', {}, String(e.reloads ?? 0)),
      el('td', {}, String(e.toolCount ?? 0)),
      el('td', {}, (e.sessions || []).join(', ') || '—'));
  }));
  $('editor-count').textContent = `(${model.editors.length})`;
  $('editors-empty').hidden = model.editors.length > 0;
}

function renderSessions() {
  const body = $('sessions').tBodies[0];
  body.replaceChildren(...model.sessions.map((s) => {
    const why = REASONS[s.reason] || s.reason || '';
    const detail = s.reason === 'cwd' ? s.cwd : s.reason === 'pinned' ? (s.pinEditor || s.pinProject) : '';
    const last = s.lastReason === 'argument' ? `last call: ${s.lastEditor} (argument)` : '';
    return el('tr', { 'data-session-id': s.id },
      el('td', { class: 'id' }, s.id),
      el('td', {}, `${s.client?.name || '?'} ${s.client?.version || ''}`.trim()),
      el('td', {}, s.transport || '', s.stateless
        ? el('span', { class: 'sub', title: 'MCP 2026-07-28: no session; each request stands alone' },
          `2026-07-28 · ${s.requests ?? 0} request${s.requests === 1 ? '' : 's'}${s.inFlight ? `, ${s.inFlight} running` : ''}`)
        : null),
      el('td', {}, s.editor ? el('span', { title: s.editor }, editorName(s.editor)) : '—'),
      el('td', {}, why, detail ? el('span', { class: 'sub' }, detail) : null, last ? el('span', { class: 'sub' }, last) : null),
      el('td', {}, String(s.calls ?? 0)),
      el('td', {}, since(s.since), s.stateless && s.lastSeen
        ? el('span', { class: 'sub' }, 'last request ', since(s.lastSeen)) : null));
  }));
  $('session-count').textContent = `(${model.sessions.length})`;
  $('sessions-empty').hidden = model.sessions.length > 0;
}

function syncFilter(select, values, label) {
  const current = select.value;
  const wanted = ['', ...values];
  const have = [...select.options].map((o) => o.value);
  if (wanted.length === have.length && wanted.every((v, i) => v === have[i])) return;
  select.replaceChildren(el('option', { value: '' }, 'all'), ...values.map((v) => el('option', { value: v }, label(v))));
  select.value = wanted.includes(current) ? current : '';
}

function renderCalls() {
  const editors = new Set(model.editors.map((e) => e.id));
  const sessions = new Set(model.sessions.map((s) => s.id));
  for (const c of model.calls) {
    if (c.editor) editors.add(c.editor);
    if (c.session) sessions.add(c.session);
  }
  syncFilter($('filter-editor'), [...editors].sort(), editorName);
  syncFilter($('filter-session'), [...sessions].sort(), (s) => s);
  const fe = $('filter-editor').value;
  const fs = $('filter-session').value;
  const shown = model.calls.filter((c) => (!fe || c.editor === fe) && (!fs || c.session === fs));
  $('calls').tBodies[0].replaceChildren(...shown.map((c) => {
    const details = [];
    if (c.error) details.push(el('span', { class: 'error-text' }, c.error));
    if (c.arguments !== undefined) details.push(el('code', { class: 'sub' }, JSON.stringify(c.arguments)));
    return el('tr', { 'data-call-seq': String(c.seq), 'data-outcome': c.outcome },
      el('td', {}, el('time', { dateTime: c.time }, time(c.time))),
      el('td', { class: 'id' }, c.session, el('span', { class: 'sub' }, c.client || '')),
      el('td', {}, c.editor ? editorName(c.editor) : '—'),
      el('td', {}, el('code', {}, c.tool)),
      el('td', {}, `${Number(c.durationMs).toFixed(c.durationMs < 10 ? 1 : 0)} ms`),
      el('td', {}, el('span', { class: `state outcome-${c.outcome}` }, c.outcome)),
      el('td', {}, ...details));
  }));
  $('calls-empty').hidden = shown.length > 0;
}

function render() {
  $('hub-version').textContent = model.hub.version || '';
  renderEditors();
  renderSessions();
  renderCalls();
}

function applyState(s) {
  model.hub = s.hub || model.hub;
  model.editors = s.editors || [];
  model.sessions = s.sessions || [];
  model.showArgs = !!s.showArgs;
}

function setConnection(state, text) {
  const c = $('connection');
  c.dataset.state = state;
  c.textContent = text;
}

function connect() {
  const source = new EventSource('/api/events');
  source.addEventListener('open', () => setConnection('live', 'Live'));
  source.addEventListener('error', () => {
    setConnection('lost', source.readyState === EventSource.CLOSED
      ? 'Disconnected from the hub (reload the page, or run patchbay dashboard)'
      : 'Reconnecting to the hub…');
  });
  source.addEventListener('snapshot', (ev) => {
    const s = JSON.parse(ev.data);
    applyState(s);
    model.calls = (s.calls || []).slice(0, MAX_CALLS);
    setConnection('live', 'Live');
    render();
  });
  source.addEventListener('state', (ev) => {
    applyState(JSON.parse(ev.data));
    render();
  });
  source.addEventListener('call', (ev) => {
    model.calls.unshift(JSON.parse(ev.data));
    if (model.calls.length > MAX_CALLS) model.calls.length = MAX_CALLS;
    renderCalls();
  });
}

document.addEventListener('DOMContentLoaded', () => {
  $('filter-editor').addEventListener('change', renderCalls);
  $('filter-session').addEventListener('change', renderCalls);
  $('filters').addEventListener('submit', (e) => e.preventDefault());
  connect();
});
