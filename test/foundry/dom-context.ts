/**
 * DOM listeners belong to the client whose code added them: in a browser, a button on the player's chat card
 * can only be clicked in the player's window. The stand-in shares one DOM between clients, so a listener added
 * while a client runs (a render hook on the player's client, say) is wrapped to run as that client, whoever
 * dispatches the event. Listeners added outside any client context are left alone.
 */
import type { Client } from "./client";
import { explicitClient, runAsClient } from "./runtime";

type Listener = EventListenerOrEventListenerObject;

let installed = false;

export function bindDomListenersToClients(): void {
  if (installed || typeof document === "undefined") return;
  installed = true;
  // The DOM's own EventTarget prototype (happy-dom's), which may differ from the global EventTarget.
  let proto: EventTarget = document.createElement("div");
  while (!Object.prototype.hasOwnProperty.call(proto, "addEventListener")) proto = Object.getPrototypeOf(proto) as EventTarget;
  const originalAdd = proto.addEventListener;
  const originalRemove = proto.removeEventListener;
  const wrappers = new WeakMap<Listener, Map<Client, EventListener>>();

  proto.addEventListener = function (this: EventTarget, type: string, listener: Listener | null, options?: boolean | AddEventListenerOptions) {
    const client = explicitClient();
    if (!client || !listener) return originalAdd.call(this, type, listener, options);
    let byClient = wrappers.get(listener);
    if (!byClient) {
      byClient = new Map();
      wrappers.set(listener, byClient);
    }
    let wrapped = byClient.get(client);
    if (!wrapped) {
      wrapped = function (this: EventTarget, event: Event) {
        return runAsClient(client, () => (typeof listener === "function" ? listener.call(this, event) : listener.handleEvent(event)));
      };
      byClient.set(client, wrapped);
    }
    return originalAdd.call(this, type, wrapped, options);
  };

  proto.removeEventListener = function (this: EventTarget, type: string, listener: Listener | null, options?: boolean | EventListenerOptions) {
    if (listener) for (const wrapped of wrappers.get(listener)?.values() ?? []) originalRemove.call(this, type, wrapped, options);
    return originalRemove.call(this, type, listener, options);
  };
}
