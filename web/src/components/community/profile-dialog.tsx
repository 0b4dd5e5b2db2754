import { messages } from "@highcotton/community/contract";
import { type FormEvent, useState } from "react";
import type { CommunityProfile } from "../../graphql/community.ts";
import { cn } from "../../lib/cn.ts";
import {
  BIO_MAX,
  CITY_MAX,
  DISPLAY_NAME_MAX,
  emptyProfileForm,
  latestBirthday,
  type ProfileForm,
  type ProfileFormErrors,
  profileFormData,
  profileFormErrors,
} from "../../lib/community-forms.ts";
import { saveCommunityProfile, uploadErrorMessage } from "../../lib/community-upload.ts";
import { US_STATES } from "../../lib/us-states.ts";
import { Field, fieldDescribedBy } from "../ui/field.tsx";
import { useFocusFirstError } from "../ui/focus-first-error.ts";
import { controlClasses, Input } from "../ui/input.tsx";
import { Textarea } from "../ui/textarea.tsx";
import { toast } from "../ui/toast-store.ts";
import { DialogFormFooter } from "./dialog-form-footer.tsx";
import { ImageField } from "./image-field.tsx";
import { Modal } from "./modal.tsx";

function formOf(profile: CommunityProfile | null): ProfileForm {
  if (!profile) return emptyProfileForm;
  return {
    displayName: profile.displayName,
    bio: profile.bio ?? "",
    city: profile.city ?? "",
    state: profile.state ?? "",
    birthday: profile.birthday ?? "",
  };
}

/**
 * SPEC §2 /society's profile dialog: 'Display Name *', bio, city, state, birthday and an avatar.
 * Saved over multipart (the avatar is a file); `onSaved` runs after SPEC's 'Profile saved' toast.
 */
export function ProfileDialog({
  sessionId,
  profile,
  account = null,
  onClose,
  onSaved,
}: {
  sessionId: string;
  profile: CommunityProfile | null;
  /** The signed-in account's username: its profile's name, which stays the account's. */
  account?: string | null;
  onClose: () => void;
  onSaved: () => Promise<unknown> | undefined;
}) {
  const [form, setForm] = useState<ProfileForm>(() => formOf(profile));
  const [avatar, setAvatar] = useState<File | null>(null);
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { formRef, focusFirstError } = useFocusFirstError();

  const set = (key: keyof ProfileForm, value: string) => setForm((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = profileFormErrors(form);
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0) {
      focusFirstError();
      return;
    }
    setSaving(true);
    try {
      await saveCommunityProfile(profileFormData(sessionId, form, avatar));
      toast({ title: "Profile saved", description: messages.profileSaved });
      await onSaved();
    } catch (error) {
      setServerError(uploadErrorMessage(error) ?? null);
      toast({ variant: "destructive", title: "Error", description: "Failed to save profile" });
    } finally {
      setSaving(false);
    }
  };

  const textField = (
    key: "displayName" | "city",
    label: string,
    max: number,
    extra: { autoComplete: string; placeholder: string; readOnly?: boolean },
  ) => {
    const id = `profile-${key}`;
    return (
      <Field id={id} label={label} optional={key !== "displayName"} error={errors[key]}>
        <Input
          id={id}
          name={key}
          value={form[key]}
          onChange={(event) => set(key, event.target.value)}
          maxLength={max}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={fieldDescribedBy(id, errors[key])}
          {...extra}
        />
      </Field>
    );
  };

  return (
    <Modal
      title={profile ? "Edit Profile" : "Create Your Profile"}
      description={
        account
          ? `Your society profile is your account's: you post as ${account} here and in the feed.`
          : "Your society profile is tied to this browser; no account needed. Only your display name is required."
      }
      onClose={onClose}
    >
      <form ref={formRef} className="grid gap-5" onSubmit={(event) => void submit(event)} noValidate>
        {textField("displayName", "Display Name *", DISPLAY_NAME_MAX, {
          autoComplete: "nickname",
          placeholder: "How the society knows you",
          // An account's profile is named by its username: one name in the society and the feed.
          readOnly: account !== null,
        })}
        <Field id="profile-bio" label="Bio" optional>
          <Textarea
            id="profile-bio"
            name="bio"
            rows={3}
            className="min-h-0"
            value={form.bio}
            onChange={(event) => set("bio", event.target.value)}
            maxLength={BIO_MAX}
            placeholder="A little about you and what you enjoy"
          />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          {textField("city", "City", CITY_MAX, { autoComplete: "address-level2", placeholder: "Your city" })}
          <Field id="profile-state" label="State" optional>
            <select
              id="profile-state"
              name="state"
              value={form.state}
              onChange={(event) => set("state", event.target.value)}
              className={cn(controlClasses, "cursor-pointer [&>option]:text-cream-50", !form.state && "text-cream-100/60")}
            >
              <option value="">Choose a state</option>
              {US_STATES.map((state) => (
                <option key={state.code} value={state.code}>
                  {state.name}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <Field
          id="profile-birthday"
          label="Birthday"
          optional
          hint="Shared so dispensaries can send you special offers."
          error={errors.birthday}
        >
          <Input
            id="profile-birthday"
            name="birthday"
            type="date"
            value={form.birthday}
            max={latestBirthday()}
            onChange={(event) => set("birthday", event.target.value)}
            aria-invalid={errors.birthday ? true : undefined}
            aria-describedby={fieldDescribedBy(
              "profile-birthday",
              errors.birthday,
              "Shared so dispensaries can send you special offers.",
            )}
          />
        </Field>
        <ImageField id="profile-avatar" label="Avatar" file={avatar} currentUrl={profile?.avatarUrl} onChange={setAvatar} round />
        <DialogFormFooter error={serverError} busy={saving} label="Save Profile" busyLabel="Saving..." onCancel={onClose} />
      </form>
    </Modal>
  );
}
