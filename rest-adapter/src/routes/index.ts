import type { RouteDefinition } from "../route.ts";
import adsAdvertisementCreate from "./ads-advertisement-create.route.ts";
import adsAdvertiserMine from "./ads-advertiser-mine.route.ts";
import adsAdvertiserStats from "./ads-advertiser-stats.route.ts";
import adsApplicationCreate from "./ads-application-create.route.ts";
import adsApplicationMine from "./ads-application-mine.route.ts";
import adsBillingWebhook from "./ads-billing-webhook.route.ts";
import adsClick from "./ads-click.route.ts";
import adsEvents from "./ads-events.route.ts";
import adsPaymentMethodCreate from "./ads-payment-method-create.route.ts";
import adsPlans from "./ads-plans.route.ts";
import adsServe from "./ads-serve.route.ts";
import adsSubscription from "./ads-subscription.route.ts";
import adsSubscriptionCancel from "./ads-subscription-cancel.route.ts";
import adsSubscriptionCard from "./ads-subscription-card.route.ts";
import analyticsEvent from "./analytics-event.route.ts";
import authLogin from "./auth-login.route.ts";
import authLogout from "./auth-logout.route.ts";
import authRegister from "./auth-register.route.ts";
import authUser from "./auth-user.route.ts";
import cartAdd from "./cart-add.route.ts";
import cartGet from "./cart-get.route.ts";
import cartItemRemove from "./cart-item-remove.route.ts";
import cartItemUpdate from "./cart-item-update.route.ts";
import communityCommentCreate from "./community-comment-create.route.ts";
import communityCommentReport from "./community-comment-report.route.ts";
import communityCommentsList from "./community-comments-list.route.ts";
import communityPostCreate from "./community-post-create.route.ts";
import communityPostReact from "./community-post-react.route.ts";
import communityPostReport from "./community-post-report.route.ts";
import communityPostsList from "./community-posts-list.route.ts";
import communityProfileGet from "./community-profile-get.route.ts";
import communityProfileSave from "./community-profile-save.route.ts";
import communityQuestionActive from "./community-question-active.route.ts";
import designCustomGenerate from "./design-custom-generate.route.ts";
import designCustomPreview from "./design-custom-preview.route.ts";
import designGet from "./design-get.route.ts";
import designReactionsGet from "./design-reactions-get.route.ts";
import designReactionsPost from "./design-reactions-post.route.ts";
import designRegenerate from "./design-regenerate.route.ts";
import designVisibility from "./design-visibility.route.ts";
import designsList from "./designs-list.route.ts";
import devMailbox from "./dev-mailbox.route.ts";
import dispensariesList from "./dispensaries-list.route.ts";
import dispensaryBrandKitGet from "./dispensary-brand-kit-get.route.ts";
import dispensaryBrandKitSave from "./dispensary-brand-kit-save.route.ts";
import dispensaryBrandLogoUpload from "./dispensary-brand-logo-upload.route.ts";
import dispensaryCounterCardPdf from "./dispensary-counter-card-pdf.route.ts";
import dispensaryCounterCardPng from "./dispensary-counter-card-png.route.ts";
import dispensaryCreate from "./dispensary-create.route.ts";
import dispensaryDesigns from "./dispensary-designs.route.ts";
import dispensaryGenerateDesigns from "./dispensary-generate-designs.route.ts";
import dispensaryGet from "./dispensary-get.route.ts";
import dispensaryMentions from "./dispensary-mentions.route.ts";
import dispensaryMine from "./dispensary-mine.route.ts";
import dispensaryPaymentMethodCreate from "./dispensary-payment-method-create.route.ts";
import dispensarySignOnFee from "./dispensary-sign-on-fee.route.ts";
import feedCommentCreate from "./feed-comment-create.route.ts";
import feedPostCreate from "./feed-post-create.route.ts";
import feedPostLike from "./feed-post-like.route.ts";
import feedPostReport from "./feed-post-report.route.ts";
import feedPostsList from "./feed-posts-list.route.ts";
import loginNavigation from "./login-navigation.route.ts";
import logoutNavigation from "./logout-navigation.route.ts";
import merchantCreate from "./merchant-create.route.ts";
import merchantMine from "./merchant-mine.route.ts";
import merchantOrders from "./merchant-orders.route.ts";
import merchantSubscriptionCancel from "./merchant-subscription-cancel.route.ts";
import merchantSubscriptionCard from "./merchant-subscription-card.route.ts";
import merchantSubscriptionResume from "./merchant-subscription-resume.route.ts";
import merchantWithdrawalRequest from "./merchant-withdrawal-request.route.ts";
import merchantWithdrawalsList from "./merchant-withdrawals-list.route.ts";
import offlineCardConfirm from "./offline-card-confirm.route.ts";
import orderAccept from "./order-accept.route.ts";
import orderFulfill from "./order-fulfill.route.ts";
import orderLookup from "./order-lookup.route.ts";
import orderPlace from "./order-place.route.ts";
import orderReceipt from "./order-receipt.route.ts";
import paymentIntentCreate from "./payment-intent-create.route.ts";
import stripeBillingWebhook from "./stripe-billing-webhook.route.ts";
import stripeWebhook from "./stripe-webhook.route.ts";
import walletOrderCapture from "./wallet-order-capture.route.ts";
import walletOrderCreate from "./wallet-order-create.route.ts";
import walletSetup from "./wallet-setup.route.ts";
import withdrawalRequest from "./withdrawal-request.route.ts";
import withdrawalsList from "./withdrawals-list.route.ts";

/** Every call the adapter serves; a new call is a new route file and one line here. */
export const routes: RouteDefinition[] = [
  authRegister,
  authLogin,
  authLogout,
  authUser,
  loginNavigation,
  logoutNavigation,
  dispensaryMine,
  dispensaryCreate,
  dispensarySignOnFee,
  dispensaryPaymentMethodCreate,
  dispensariesList,
  dispensaryGet,
  dispensaryCounterCardPng,
  dispensaryCounterCardPdf,
  dispensaryDesigns,
  dispensaryGenerateDesigns,
  dispensaryBrandKitGet,
  dispensaryBrandKitSave,
  dispensaryBrandLogoUpload,
  designVisibility,
  designRegenerate,
  designsList,
  designCustomPreview,
  designGet,
  designCustomGenerate,
  designReactionsGet,
  designReactionsPost,
  analyticsEvent,
  cartAdd,
  cartGet,
  cartItemUpdate,
  cartItemRemove,
  paymentIntentCreate,
  offlineCardConfirm,
  stripeWebhook,
  orderPlace,
  orderReceipt,
  orderLookup,
  withdrawalsList,
  withdrawalRequest,
  walletSetup,
  walletOrderCreate,
  walletOrderCapture,
  merchantMine,
  merchantCreate,
  merchantSubscriptionResume,
  merchantSubscriptionCancel,
  merchantSubscriptionCard,
  merchantOrders,
  merchantWithdrawalsList,
  merchantWithdrawalRequest,
  orderAccept,
  orderFulfill,
  stripeBillingWebhook,
  dispensaryMentions,
  communityProfileGet,
  communityProfileSave,
  communityQuestionActive,
  communityPostsList,
  communityPostCreate,
  communityPostReact,
  communityCommentsList,
  communityCommentCreate,
  communityPostReport,
  communityCommentReport,
  feedPostsList,
  feedPostCreate,
  feedPostLike,
  feedCommentCreate,
  feedPostReport,
  adsPlans,
  adsApplicationCreate,
  adsApplicationMine,
  adsAdvertiserMine,
  adsAdvertiserStats,
  adsPaymentMethodCreate,
  adsSubscription,
  adsSubscriptionCancel,
  adsSubscriptionCard,
  adsAdvertisementCreate,
  adsServe,
  adsEvents,
  adsClick,
  adsBillingWebhook,
  devMailbox,
];
