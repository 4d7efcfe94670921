import { getShortestPaths, getStateNodes } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { controllablePromises, replayStep } from '../../tests/kit/controllable-promise';
import { profileMachine } from './profile.machine';
import { PROFILE_MODEL_EVENTS } from '../../tests/kit/profile-model-events';
import { selectEmailFormOpen, selectEmailSaving, selectPasswordFormOpen, selectPasswordSaving } from './profile.selectors';
import { activeStateNodeIds } from '../../tests/kit/state-nodes';


// state = value + what the guards read; then one shortest path per state value
const allPaths = getShortestPaths(profileMachine, {
  events: PROFILE_MODEL_EVENTS,
  serializeState: ({ value, context: c }) =>
    JSON.stringify([value, c.newEmail !== '', c.emailCurrentPassword !== '', c.currentPassword !== '', c.newPassword !== '', c.newPassword === c.confirmPassword]),
});
const paths = [...new Map([...allPaths].reverse().map((path) => [JSON.stringify(path.state.value), path] as const)).values()];

/** What the player sees of each form: the button label and whether the form is busy. */
function forms(snapshot: SnapshotFrom<typeof profileMachine>) {
  return {
    email: selectEmailFormOpen(snapshot) ? (selectEmailSaving(snapshot) ? 'Enregistrement…' : 'Annuler') : 'Modifier',
    password: selectPasswordFormOpen(snapshot) ? (selectPasswordSaving(snapshot) ? 'Enregistrement…' : 'Annuler') : 'Modifier',
  };
}

describe('profile machine: every state reached by a shortest path (@xstate/graph)', () => {
  it('reaches every state node; `checking` is passed through on each submit', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.flatMap((step) => activeStateNodeIds(step.state))));
    const transient = new Set(['profile.password.open.checking']);
    const expected = [profileMachine.root, ...getStateNodes(profileMachine.root)].map((node) => node.id).filter((id) => !transient.has(id));
    expect([...reached].sort()).toEqual(expected.sort());
  });

  it.each(paths.map((path) => [JSON.stringify(path.state.value), path] as const))('%s: the shortest path shows the same forms', async (_name, path) => {
    const promises = controllablePromises();
    const actor = createActor(
      profileMachine.provide({ actors: { updateEmail: promises.logic(), updatePassword: promises.logic() }, actions: { emailChanged: () => {} } }),
    ).start();
    for (const step of path.steps.slice(1)) await replayStep(step.event, actor.send, promises);
    expect(actor.getSnapshot().value).toEqual(path.state.value);
    expect(forms(actor.getSnapshot())).toEqual(forms(path.state));
    actor.stop();
  });
});
