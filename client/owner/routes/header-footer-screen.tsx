// The Header and footer screen (route in header-footer.tsx, loaded as its own chunk): the header's
// layout, navigation, switches and social links, the footer's text, navigation and social links,
// checked with the worker's schema before they are saved.
import { getRouteApi, useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { Button, Heading } from "react-aria-components";
import {
  headerFooterBody,
  SOCIAL_LABELS,
  SOCIAL_SERVICES,
  type HeaderFooter,
} from "../../../worker/header-footer/schemas";
import { answer, appApi, GENERAL_ERROR } from "../api";
import { Checkbox } from "../components/Checkbox";
import { ErrorBanner } from "../components/ErrorBanner";
import { toast } from "../components/feedback/toast";
import { useDirtyValues } from "../components/feedback/use-dirty";
import { useUnsavedChangesGuard } from "../components/feedback/use-unsaved-changes-guard";

const headerFooterApi = appApi["site-header-footer"];
const headerFooterRoute = getRouteApi("/header-footer");

function NavigationChoice({
  label,
  value,
  navigations,
  onChange,
}: {
  label: string;
  value: string | null;
  navigations: { identifier: string; title: string }[];
  onChange: (v: string | null) => void;
}) {
  return (
    <label className="field">
      {label}
      <select value={value ?? ""} onChange={(e) => onChange(e.target.value || null)}>
        <option value="">None</option>
        {navigations.map((n) => (
          <option key={n.identifier} value={n.identifier}>
            {n.title}
          </option>
        ))}
      </select>
    </label>
  );
}

export function HeaderFooterScreen() {
  const loaded = headerFooterRoute.useLoaderData();
  const router = useRouter();
  const [value, setValue] = useState<HeaderFooter>(loaded.value);
  const [failure, setFailure] = useState<string>();
  const { isDirty, markSaved } = useDirtyValues(value);
  const guard = useUnsavedChangesGuard(isDirty, "the header and footer");
  const header = (patch: Partial<HeaderFooter["header"]>) =>
    setValue((v) => ({ ...v, header: { ...v.header, ...patch } }));
  const footer = (patch: Partial<HeaderFooter["footer"]>) =>
    setValue((v) => ({ ...v, footer: { ...v.footer, ...patch } }));
  const links = value.header.socialLinks;

  const save = async () => {
    setFailure(undefined);
    const checked = headerFooterBody.safeParse(value);
    if (!checked.success) {
      setFailure(checked.error.issues[0]?.message ?? GENERAL_ERROR);
      return;
    }
    try {
      const saved = await answer(headerFooterApi.$put({ json: checked.data }));
      setValue(saved);
      markSaved(saved);
      toast.success("Header and footer saved. Visitors see them now.");
      await router.invalidate();
    } catch (err) {
      setFailure(err instanceof Error ? err.message : GENERAL_ERROR);
    }
  };

  return (
    <section className="header-footer">
      {guard}
      <Heading level={1}>Header and footer</Heading>
      {failure ? <ErrorBanner message={failure} onDismiss={() => setFailure(undefined)} /> : null}
      <fieldset>
        <legend>Header</legend>
        <label className="field">
          Layout
          <select
            value={value.header.layout}
            onChange={(e) => header({ layout: e.target.value as HeaderFooter["header"]["layout"] })}
          >
            <option value="title-left">Site title on the left</option>
            <option value="title-centered">Site title centred</option>
          </select>
        </label>
        <NavigationChoice
          label="Navigation in the header"
          value={value.header.navigation}
          navigations={loaded.navigations}
          onChange={(navigation) => header({ navigation })}
        />
        <Checkbox
          label="Show search"
          checked={value.header.showSearch}
          onChange={(showSearch) => header({ showSearch })}
        />
        <Checkbox
          label="Show cart link"
          checked={value.header.showCartLink}
          onChange={(showCartLink) => header({ showCartLink })}
        />
        <Checkbox
          label="Show language switcher"
          checked={value.header.showLanguageSwitcher}
          onChange={(showLanguageSwitcher) => header({ showLanguageSwitcher })}
        />
        <Checkbox
          label="Show social links in the header"
          checked={value.header.showSocialLinks}
          onChange={(showSocialLinks) => header({ showSocialLinks })}
        />
        <fieldset>
          <legend>Social links</legend>
          {links.map((link, i) => (
            <div key={i} className="social-link-row">
              <label className="field">
                Service
                <select
                  value={link.serviceName}
                  onChange={(e) =>
                    header({
                      socialLinks: links.map((l, j) =>
                        j === i
                          ? { ...l, serviceName: e.target.value as (typeof SOCIAL_SERVICES)[number] }
                          : l,
                      ),
                    })
                  }
                >
                  {SOCIAL_SERVICES.map((s) => (
                    <option key={s} value={s}>
                      {SOCIAL_LABELS[s]}
                    </option>
                  ))}
                </select>
              </label>
              <label className="field">
                Profile address
                <input
                  value={link.profileUrl}
                  onChange={(e) =>
                    header({
                      socialLinks: links.map((l, j) => (j === i ? { ...l, profileUrl: e.target.value } : l)),
                    })
                  }
                />
              </label>
              <Button
                aria-label={`Remove ${SOCIAL_LABELS[link.serviceName]} link`}
                onPress={() => header({ socialLinks: links.filter((_, j) => j !== i) })}
              >
                Remove
              </Button>
            </div>
          ))}
          <Button
            onPress={() =>
              header({
                socialLinks: [...links, { serviceName: "instagram", profileUrl: "https://", userName: "" }],
              })
            }
          >
            Add social link
          </Button>
        </fieldset>
      </fieldset>
      <fieldset>
        <legend>Footer</legend>
        <label className="field">
          Footer text
          <textarea
            value={value.footer.text}
            maxLength={500}
            onChange={(e) => footer({ text: e.target.value })}
          />
        </label>
        <NavigationChoice
          label="Navigation in the footer"
          value={value.footer.navigation}
          navigations={loaded.navigations}
          onChange={(navigation) => footer({ navigation })}
        />
        <Checkbox
          label="Show social links in the footer"
          checked={value.footer.showSocialLinks}
          onChange={(showSocialLinks) => footer({ showSocialLinks })}
        />
      </fieldset>
      <Button className="button-primary" onPress={() => void save()}>
        Save header and footer
      </Button>
    </section>
  );
}
