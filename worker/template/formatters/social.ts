import type { FormatterTable } from "../plugin";
import { asNumber, asString, getChild } from "../values";
import { googleCalendarUrl } from "../../content/calendar-link";
import { commentCountLabel } from "../../content/comments";
import { resolveFrom } from "../content/frame";
import { commentLink, commentsThread } from "../social/comments";
import { likeButton } from "../social/like-button";
import { followButton, socialButton } from "../social/social-button";
import { activateTwitterLinks } from "../social/twitter-links";

// Social formatters of the dialect: comments, likes, share and follow buttons, tweets, calendar links.

export const socialFormatters: FormatterTable = {
  "activate-twitter-links": (_args, vars) => {
    vars[0]!.value = activateTwitterLinks(asString(vars[0]!.value));
  },

  /** 'No Comments', '1 Comment', 'N Comments' of the item's public comments. */
  "comment-count": (_args, vars) => {
    vars[0]!.value = commentCountLabel(asNumber(getChild(vars[0]!.value, "publicCommentCount")));
  },

  "comment-link": (_args, vars, ctx) => {
    vars[0]!.value = commentLink(vars[0]!.value, ctx);
  },

  comments: (_args, vars, ctx) => {
    vars[0]!.value = commentsThread(vars[0]!.value, ctx);
  },

  /** Google Calendar "add event" link of an event item. */
  "google-calendar-url": (_args, vars) => {
    const event = vars[0]!.value;
    const location = getChild(event, "location");
    const part = (key: string) => asString(getChild(location, key));
    vars[0]!.value = googleCalendarUrl({
      title: asString(getChild(event, "title")),
      startDate: asNumber(getChild(event, "startDate")),
      endDate: asNumber(getChild(event, "endDate")),
      location:
        location === undefined
          ? undefined
          : {
              addressLine1: part("addressLine1"),
              addressLine2: part("addressLine2"),
              addressCountry: part("addressCountry"),
            },
    });
  },

  "like-button": (_args, vars, ctx) => {
    vars[0]!.value = likeButton(vars[0]!.value, ctx);
  },

  "social-button": (_args, vars, ctx) => {
    const first = vars[0]!;
    first.value = socialButton(resolveFrom(first.value, ["website"], ctx), first.value, false);
  },

  "social-button-inline": (_args, vars, ctx) => {
    const first = vars[0]!;
    first.value = socialButton(resolveFrom(first.value, ["website"], ctx), first.value, true);
  },

  "twitter-follow-button": (_args, vars) => {
    vars[0]!.value = followButton(vars[0]!.value);
  },
};
