// An email provider for tests: keeps every email it "sends", and can be told to fail.
import type { Email, EmailProvider } from "../payments/email.ts";

export interface MemoryEmail extends EmailProvider {
  sent: (Email & { message: string; bookingId: number | null })[];
  /** While true, every send fails as a mail server that is down would. */
  failing: boolean;
}

export function createMemoryEmail(): MemoryEmail {
  const email: MemoryEmail = {
    name: "memory",
    sent: [],
    failing: false,
    async send(message, about) {
      if (email.failing) throw new Error("memory email told to fail");
      email.sent.push({ ...message, message: about.message, bookingId: about.bookingId ?? null });
    },
  };
  return email;
}
