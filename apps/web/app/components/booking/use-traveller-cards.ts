// The travellers of a form, one card each (TravellerCard), shared by registration and a quotation's
// acceptance: the drafts and their messages, the first card filled from the account, a card added
// taking the focus, each card checked by the domain's rule before sending, and a refusal of the
// server shown beside its field.
import {
  type AgeRule,
  duplicatePhoneIndex,
  PARTICIPANT_FIELDS,
  type ParticipantField,
  parseParticipant,
} from "@parvat/domain/booking";
import { GUARDIAN_FIELDS, guardianFor } from "@parvat/domain/guardians";
import { type RefObject, useEffect, useRef, useState } from "react";
import { request } from "../../graphql/client.ts";
import { graphql } from "../../graphql/generated/gql.ts";
import type { ParticipantInput } from "../../graphql/generated/graphql.ts";
import {
  type CardField,
  emptyTraveller,
  guardianInput,
  splitPhone,
  type TravellerDraft,
  type TravellerErrors,
} from "./travellers.ts";

const TravellerAccountDocument = graphql(`
  query TravellerAccount {
    me {
      phone
      first_name
      last_name
    }
  }
`);

/** The card as the API's ParticipantInput, the guardian's declaration apart (added for a child only). */
function draftInput({
  key: _key,
  guardian_confirmed: _confirmed,
  guardian_name: _name,
  guardian_relation: _relation,
  ...participant
}: TravellerDraft) {
  return participant;
}

/** Every control of a card in form order: the first with a message takes the focus. */
const CARD_FIELDS: readonly CardField[] = [...PARTICIPANT_FIELDS, ...GUARDIAN_FIELDS];

export function useTravellerCards({
  count,
  today,
  ages,
  guardianOn = ages?.startDate,
  formRef,
  addButton,
}: {
  /** How many cards the form opens with. */
  count: number;
  /** YYYY-MM-DD in the business time zone. */
  today: string;
  /** The departure's age limits; none for a quotation. */
  ages?: AgeRule;
  /**
   * The trip's start date: a traveller under 18 on it needs their parent's or lawful guardian's
   * declaration (guardians.ts). The departure's start with `ages`, a quotation's travel date.
   */
  guardianOn?: string;
  formRef: RefObject<HTMLFormElement | null>;
  /** Takes the focus when a card is removed. */
  addButton?: RefObject<HTMLButtonElement | null>;
}) {
  const [travellers, setTravellers] = useState<TravellerDraft[]>(() =>
    Array.from({ length: Math.max(1, count) }, () => emptyTraveller()),
  );
  const [errors, setErrors] = useState<Record<string, TravellerErrors>>({});
  const focusCard = useRef<number | null>(null);
  const typedInFirst = useRef(new Set<CardField>());

  // The first traveller starts as the account holder: their number (and name, when the account has
  // one), in the fields the traveller has not typed in before the account's answer came.
  useEffect(() => {
    const controller = new AbortController();
    request(TravellerAccountDocument, {}, { signal: controller.signal })
      .then((result) => {
        const me = result.data?.me;
        if (!me) return;
        const typed = typedInFirst.current;
        const account: Partial<TravellerDraft> = {
          ...(typed.has("phone") || typed.has("country_code") ? {} : splitPhone(me.phone)),
          ...(typed.has("first_name") ? {} : { first_name: me.first_name ?? "" }),
          ...(typed.has("last_name") ? {} : { last_name: me.last_name ?? "" }),
        };
        setTravellers(([first, ...rest]) => [{ ...(first as TravellerDraft), ...account }, ...rest]);
      })
      .catch(() => {
        // Offline or aborted: the traveller types their own number.
      });
    return () => controller.abort();
  }, []);

  // A card just added takes the focus on its first field.
  useEffect(() => {
    if (focusCard.current === null) return;
    fieldOf(focusCard.current, "first_name")?.focus();
    focusCard.current = null;
  });

  function fieldOf(index: number, field: CardField): HTMLElement | null {
    return formRef.current?.querySelector<HTMLElement>(`[data-traveller="${index + 1}"] [name="${field}"]`) ?? null;
  }

  function change(index: number, field: CardField, value: string | boolean) {
    if (index === 0) typedInFirst.current.add(field);
    const key = travellers[index]?.key;
    setTravellers((current) =>
      current.map((traveller, position) => (position === index ? { ...traveller, [field]: value } : traveller)),
    );
    // A corrected field loses its message at once; the others keep theirs until the next submit.
    if (key && errors[key]?.[field]) {
      setErrors(({ [key]: { [field]: _fixed, ...rest } = {}, ...others }) => ({ ...others, [key]: rest }));
    }
  }

  function add() {
    focusCard.current = travellers.length;
    setTravellers((current) => [...current, emptyTraveller()]);
  }

  function remove(index: number) {
    setTravellers((current) => current.filter((_, position) => position !== index));
    addButton?.current?.focus();
  }

  /** The server's refusal of one traveller, beside its field, which takes the focus. */
  function showError(index: number, field: ParticipantField, message: string) {
    showErrors(index, { [field]: message });
  }

  /** The server's refusal of several fields of one traveller (GUARDIAN_REQUIRED's `fields`); the first takes the focus. */
  function showErrors(index: number, messages: TravellerErrors) {
    const key = travellers[index]?.key;
    if (!key) return;
    setErrors({ [key]: messages });
    const field = CARD_FIELDS.find((candidate) => messages[candidate]);
    if (field) fieldOf(index, field)?.focus();
  }

  /**
   * Checks every card with the shared rule: the travellers to send, or null after showing every
   * message and focusing the first field to fix (in form order).
   */
  function check(): ParticipantInput[] | null {
    const found: Record<string, TravellerErrors> = {};
    const inputs: ParticipantInput[] = [];
    // A card that fails the rule has no phone to compare: its own placeholder never matches another.
    const phones = travellers.map((traveller, index) => {
      const result = parseParticipant(draftInput(traveller), today, ages);
      const guardian = guardianInput(traveller, guardianOn);
      const declared = result.ok && guardianOn ? guardianFor(result.participant.dob, guardian, guardianOn) : null;
      if (declared && !declared.ok) found[traveller.key] = declared.fields;
      if (result.ok) {
        inputs.push({
          ...draftInput(traveller),
          gender: result.participant.gender,
          guardian: guardian as ParticipantInput["guardian"],
        });
        return result.participant;
      }
      found[traveller.key] = result.errors;
      return { phone: `invalid-${index}` };
    });
    const duplicate = duplicatePhoneIndex(phones);
    if (duplicate !== null) {
      const key = travellers[duplicate]!.key;
      found[key] = { ...found[key], phone: "Each traveller needs their own phone number" };
    }
    setErrors(found);
    const index = travellers.findIndex((traveller) => found[traveller.key]);
    if (index === -1) return inputs;
    const errorsOfCard = found[travellers[index]!.key]!;
    const field = CARD_FIELDS.find((candidate) => errorsOfCard[candidate]);
    if (field) fieldOf(index, field)?.focus();
    return null;
  }

  return { travellers, errors, change, add, remove, showError, showErrors, check, guardianOn };
}
