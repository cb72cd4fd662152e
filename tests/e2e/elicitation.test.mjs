// End to end (issue 46): with two headless editors and nothing chosen, Patchbay asks the user which editor
// instead of refusing — a 2025-11-25 client that declares elicitation gets elicitation/create (its answer
// routes the call and becomes the session's selection), a 2026-07-28 client an InputRequiredResult its retry
// answers. A declined question ends the call saying so, and no editor ran anything (the diagnostics counter
// of both projects stays at 0). A client without elicitation gets several_editors, as before. A tool the project's
// confirmTools names is confirmed by the user first.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ElicitRequestSchema } from '../lib/sdk.mjs';
import {
  startHub, startHost, copyProject, connectClient, waitEditor, textOf, readCounter, counterAnswer,
  e2eTest as test, DEFAULT_SETTINGS,
} from './lib/e2e.mjs';
import { statelessClient } from '../lib/stateless_client.mjs';
import { scaled } from '../lib/time.mjs';

const T = { timeout: scaled(180000) };

async function twoEditors(t) {
  const hub = await startHub(t);
  const alpha = copyProject(t, { name: 'Alpha', settings: DEFAULT_SETTINGS });
  const beta = copyProject(t, { name: 'Beta', settings: DEFAULT_SETTINGS });
  await startHost(t, { project: alpha, stateDir: hub.stateDir });
  await startHost(t, { project: beta, stateDir: hub.stateDir });
  const watcher = await connectClient(t, hub);
  await waitEditor(watcher, alpha);
  await waitEditor(watcher, beta);
  const { editors } = await watcher.listEditors();
  const idOf = (name) => editors.find((e) => e.projectName === name).id;
  return { hub, alpha, beta, idOf };
}

test('a 2025-11-25 client is asked which editor; its answer routes the call and the next; a declined question runs nothing', T, async (t) => {
  const { hub, alpha, beta, idOf } = await twoEditors(t);
  const asked = [];
  let answer = (params) => ({ action: 'accept', content: { editor: idOf('Beta') } });
  const s = await connectClient(t, hub, { capabilities: { elicitation: {} } });
  s.client.setRequestHandler(ElicitRequestSchema, async (req) => { asked.push(req.params); return answer(req.params); });

  // Declined first: nothing runs anywhere.
  answer = () => ({ action: 'decline' });
  const declined = await s.call('increment_counter', { counter: 'asked' });
  assert.equal(declined.isError, true);
  assert.match(textOf(declined), /declined to choose a Unity editor; increment_counter did not run/);
  assert.equal(readCounter(alpha, 'asked').value, 0);
  assert.equal(readCounter(beta, 'asked').value, 0);
  const question = asked[0];
  assert.match(question.message, /Which one should increment_counter run in/);
  assert.deepEqual([...question.requestedSchema.properties.editor.enum].sort(), [idOf('Alpha'), idOf('Beta')].sort());

  // Answered: the call runs in Beta only, and the session keeps the choice.
  answer = () => ({ action: 'accept', content: { editor: idOf('Beta') } });
  const ran = await s.call('increment_counter', { counter: 'asked' });
  assert.notEqual(ran.isError, true, textOf(ran));
  assert.equal(counterAnswer(ran).value, 1);
  assert.equal(readCounter(beta, 'asked').value, 1);
  assert.equal(readCounter(alpha, 'asked').value, 0);
  const again = await s.call('increment_counter', { counter: 'asked' });
  assert.equal(counterAnswer(again).value, 2);
  assert.equal(asked.length, 2, 'asked once per unanswered choice, not again once chosen');
  const { editors } = await s.listEditors();
  assert.equal(editors.find((e) => e.selected)?.id, idOf('Beta'));
});

test('a 2026-07-28 client gets an InputRequiredResult and its retry runs; without elicitation, several_editors as before', T, async (t) => {
  const { hub, alpha, beta, idOf } = await twoEditors(t);
  const c = statelessClient(hub.port, { capabilities: { elicitation: { form: {} } } });
  const params = { name: 'increment_counter', arguments: { counter: 'mrtr' } };
  const { answer: first } = await c.request('tools/call', params);
  assert.equal(first.result.resultType, 'input_required', JSON.stringify(first));
  const ask = first.result.inputRequests['patchbay/editor'];
  assert.equal(ask.method, 'elicitation/create');
  assert.equal(readCounter(alpha, 'mrtr').value + readCounter(beta, 'mrtr').value, 0, 'nothing ran before the answer');
  const { answer: retried } = await c.request('tools/call', {
    ...params, inputResponses: { 'patchbay/editor': { action: 'accept', content: { editor: idOf('Alpha') } } },
  });
  assert.equal(retried.result.resultType, 'complete', JSON.stringify(retried));
  assert.equal(counterAnswer(retried.result).value, 1);
  assert.equal(readCounter(alpha, 'mrtr').value, 1);
  assert.equal(readCounter(beta, 'mrtr').value, 0);

  const plain = statelessClient(hub.port);
  const { answer: refused } = await plain.request('tools/call', params);
  assert.equal(refused.result.isError, true);
  assert.equal(refused.result._meta['patchbay/error'].patchbay, 'several_editors');
  assert.equal(readCounter(alpha, 'mrtr').value + readCounter(beta, 'mrtr').value, 1);
});

// Confirmation (confirmTools, opt-in; this project names remove_package and execute_code): the real package reports it,
// and a client that can elicit confirms execute_code before it runs — declined, the snippet never ran (its file is
// not there); confirmed, it ran once.
test('execute_code is confirmed by the user first when the project asks; declined, nothing ran', T, async (t) => {
  const hub = await startHub(t);
  const project = copyProject(t, { name: 'Confirm', settings: { groups: { code: true }, autoStartHub: false, allowCodeExecution: true, confirmTools: ['remove_package', 'execute_code'] } });
  await startHost(t, { project, stateDir: hub.stateDir });
  const asked = [];
  let answer = { action: 'decline' };
  const s = await connectClient(t, hub, { capabilities: { elicitation: {} } });
  s.client.setRequestHandler(ElicitRequestSchema, async (req) => { asked.push(req.params); return answer; });
  const editor = await waitEditor(s, project);
  assert.deepEqual(editor.confirmTools, ['execute_code', 'remove_package'], JSON.stringify(editor));
  const marker = path.join(project, 'Library', 'confirmed.txt');
  const code = `System.IO.File.AppendAllText(${JSON.stringify(marker)}, "x"); return 1;`;

  const declined = await s.call('execute_code', { code });
  assert.equal(declined.isError, true);
  assert.match(textOf(declined), /declined to run execute_code; execute_code did not run/);
  assert.match(asked[0].message, /execute_code/);
  assert.equal(existsSync(marker), false, 'the snippet never ran');

  answer = { action: 'accept', content: { confirm: true } };
  const ran = await s.call('execute_code', { code });
  assert.notEqual(ran.isError, true, textOf(ran));
  assert.equal(readFileSync(marker, 'utf8'), 'x', 'confirmed: it ran once');
  assert.equal(asked.length, 2);
});
