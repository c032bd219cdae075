import { Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useContactDetails } from '@/lib/use-contact-details';
import { ContactForm } from './contact-form';
import { SECTION_CLASS, SECTION_IDS } from './landing-sections';

function DetailLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex min-h-12 items-start gap-3">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
        {icon}
      </span>
      <div>
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        <div className="font-medium">{children}</div>
      </div>
    </li>
  );
}

const pending = <span className="inline-block h-5 w-48 animate-pulse rounded bg-muted" aria-hidden />;

export function ContactSection() {
  const details = useContactDetails();
  const contact = details.data;

  return (
    <section
      id={SECTION_IDS.contact}
      aria-labelledby="contact-title"
      className={`${SECTION_CLASS} bg-muted/60 px-4 py-20 sm:px-6`}
    >
      <div className="mx-auto grid max-w-6xl gap-12 lg:grid-cols-[2fr_3fr]">
        <div>
          <h2 id="contact-title" className="font-serif text-3xl font-semibold tracking-tight sm:text-4xl">
            Contact Us
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            A question about a translation, a suggestion, or a word of thanks: we read every message.
          </p>
          <ul className="mt-8 grid gap-5" aria-busy={details.isPending}>
            <DetailLine icon={<Mail aria-hidden className="size-5" />} label="Email">
              {contact ? (
                <a
                  href={`mailto:${contact.email}`}
                  className="text-primary underline underline-offset-4 hover:no-underline"
                >
                  {contact.email}
                </a>
              ) : (
                pending
              )}
            </DetailLine>
            {details.isPending || contact?.phone ? (
              <DetailLine icon={<Phone aria-hidden className="size-5" />} label="Phone">
                {contact?.phone ? (
                  <a
                    href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}
                    className="text-primary underline underline-offset-4 hover:no-underline"
                  >
                    {contact.phone}
                  </a>
                ) : (
                  pending
                )}
              </DetailLine>
            ) : null}
            {details.isPending || contact?.location ? (
              <DetailLine icon={<MapPin aria-hidden className="size-5" />} label="Location">
                {contact?.location ?? pending}
              </DetailLine>
            ) : null}
          </ul>
          {details.isError ? (
            <p role="status" className="mt-4 text-sm text-muted-foreground">
              Our contact details could not be loaded just now; the form below still reaches us.
            </p>
          ) : null}
        </div>
        <ContactForm />
      </div>
    </section>
  );
}
