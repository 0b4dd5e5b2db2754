/* eslint-disable */
import * as types from './graphql.ts';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation UploadAdvertisement($input: UploadAdvertisementInput!) {\n    uploadAdvertisement(input: $input) {\n      ...AdvertisementBody\n    }\n  }\n": typeof types.UploadAdvertisementDocument,
    "\n  query UploadingAdvertiser {\n    myAdvertiser {\n      isActive\n    }\n  }\n": typeof types.UploadingAdvertiserDocument,
    "\n  query MyAdvertiser {\n    myAdvertiser {\n      ...AdvertiserBody\n    }\n  }\n": typeof types.MyAdvertiserDocument,
    "\n  query MyAdvertiserStats($days: Int!) {\n    myAdvertiser {\n      stats(days: $days) {\n        ...AdvertiserStatsBody\n      }\n    }\n  }\n": typeof types.MyAdvertiserStatsDocument,
    "\n  mutation ApplyToAdvertise($input: ApplyToAdvertiseInput!) {\n    applyToAdvertise(input: $input) {\n      ...AdvertiserApplicationBody\n    }\n  }\n": typeof types.ApplyToAdvertiseDocument,
    "\n  query MyAdvertiserApplication {\n    myAdvertiserApplication {\n      ...AdvertiserApplicationBody\n    }\n  }\n": typeof types.MyAdvertiserApplicationDocument,
    "\n  mutation ReceiveStripeAdvertiserBillingWebhook($payload: String!, $signature: String!) {\n    receiveStripeAdvertiserBillingWebhook(payload: $payload, signature: $signature)\n  }\n": typeof types.ReceiveStripeAdvertiserBillingWebhookDocument,
    "\n    fragment AdvertisingPlanBody on AdvertisingPlan {\n      value\n      label\n      # Whole US dollars a month.\n      monthlyPrice\n      monthlyPriceCents\n      popular\n      kind\n      maxDurationSeconds\n      description\n    }\n  ": typeof types.AdvertisingPlanBodyFragmentDoc,
    "\n    fragment AdvertiserApplicationBody on AdvertiserApplication {\n      id\n      companyName\n      contactEmail\n      contactPhone\n      website\n      plan {\n        ...AdvertisingPlanBody\n      }\n      # pending until an operator approves it (approved) or rejects it (rejected, with a reason).\n      status\n      rejectionReason\n      createdAt\n      # When an operator approved or rejected it; null while pending.\n      reviewedAt\n    }\n  ": typeof types.AdvertiserApplicationBodyFragmentDoc,
    "\n    fragment AdvertisementBody on Advertisement {\n      id\n      kind\n      title\n      description\n      mediaUrl\n      thumbnailUrl\n      width\n      height\n      # Read from the video itself; null for a flyer.\n      durationSeconds\n      # pending (the plan is not paid) or active (served).\n      status\n      views\n      clicks\n      createdAt\n      activatedAt\n    }\n  ": typeof types.AdvertisementBodyFragmentDoc,
    "\n    fragment AdvertiserBody on Advertiser {\n      id\n      companyName\n      contactEmail\n      contactPhone\n      website\n      # unpaid, active, past_due or canceled.\n      subscriptionStatus\n      subscriptionTier\n      plan {\n        ...AdvertisingPlanBody\n      }\n      monthlyFee\n      # When the paid month ends: the next renewal, or when a canceled plan ends.\n      paidThrough\n      # Canceled: ads run until paidThrough, then the plan ends with no further charge.\n      cancelAtPeriodEnd\n      # The card on file (visa…, last 4 digits), when the card provider said.\n      cardBrand\n      cardLast4\n      isActive\n      createdAt\n      # Newest first.\n      advertisements {\n        ...AdvertisementBody\n      }\n    }\n  ": typeof types.AdvertiserBodyFragmentDoc,
    "\n    fragment AdvertiserStatsBody on AdvertiserStats {\n      # Every UTC day of the range, oldest first.\n      days {\n        # YYYY-MM-DD (UTC).\n        day\n        impressions\n        clicks\n        clickThroughRate\n      }\n      impressions\n      clicks\n      clickThroughRate\n    }\n  ": typeof types.AdvertiserStatsBodyFragmentDoc,
    "\n    fragment ServedAdvertisementBody on ServedAdvertisement {\n      id\n      kind\n      title\n      description\n      mediaUrl\n      thumbnailUrl\n      width\n      height\n      durationSeconds\n      companyName\n      # How long the ad must stay at least half on screen before it counts: 1000 (flyer) or 2000 (video).\n      viewableAfterMs\n      # Through the server, which counts the click and redirects; null without a website.\n      clickUrl\n    }\n  ": typeof types.ServedAdvertisementBodyFragmentDoc,
    "\n  mutation ClickAdvertisement($advertisementId: ID!, $token: String, $sessionId: String) {\n    clickAdvertisement(advertisementId: $advertisementId, token: $token, sessionId: $sessionId)\n  }\n": typeof types.ClickAdvertisementDocument,
    "\n  mutation RecordAdEvents($input: RecordAdEventsInput!) {\n    recordAdEvents(input: $input) {\n      accepted\n      duplicates\n    }\n  }\n": typeof types.RecordAdEventsDocument,
    "\n  mutation CreateAdvertiserOfflinePaymentMethod($card: AdvertiserCardInput!) {\n    createAdvertiserOfflinePaymentMethod(card: $card) {\n      id\n      brand\n      last4\n    }\n  }\n": typeof types.CreateAdvertiserOfflinePaymentMethodDocument,
    "\n  query AdvertisingPlans {\n    advertisingPlans {\n      ...AdvertisingPlanBody\n    }\n  }\n": typeof types.AdvertisingPlansDocument,
    "\n  query ServedAdvertisement($placement: AdPlacement!) {\n    servedAdvertisement(placement: $placement) {\n      ...ServedAdvertisementBody\n      impressionToken\n    }\n  }\n": typeof types.ServedAdvertisementDocument,
    "\n  mutation CancelAdvertisingPlan {\n    cancelAdvertisingPlan {\n      ...AdvertiserBody\n    }\n  }\n": typeof types.CancelAdvertisingPlanDocument,
    "\n  mutation ChangeAdvertiserCard($paymentMethodId: String!) {\n    changeAdvertiserCard(paymentMethodId: $paymentMethodId) {\n      ...AdvertiserBody\n    }\n  }\n": typeof types.ChangeAdvertiserCardDocument,
    "\n  mutation PayAdvertisingPlan($paymentMethodId: String) {\n    payAdvertisingPlan(paymentMethodId: $paymentMethodId) {\n      ...AdvertiserBody\n    }\n  }\n": typeof types.PayAdvertisingPlanDocument,
    "\n  mutation RecordStoreView($input: RecordStoreViewInput!) {\n    recordStoreView(input: $input)\n  }\n": typeof types.RecordStoreViewDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        ...UserBody\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation LogOut {\n    logOut\n  }\n": typeof types.LogOutDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        ...UserBody\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  query Me {\n    me {\n      ...UserBody\n    }\n  }\n": typeof types.MeDocument,
    "\n    fragment UserBody on User {\n      id\n      username\n      email\n      firstName\n      lastName\n      profileImageUrl\n      role\n      isActive\n      lastLogin\n      createdAt\n    }\n  ": typeof types.UserBodyFragmentDoc,
    "\n    fragment DispensaryBody on Dispensary {\n      id\n      businessType\n      name\n      address\n      city\n      state\n      zipCode\n      qrCodeUrl\n      storeUrl\n      designCount\n      createdAt\n    }\n  ": typeof types.DispensaryBodyFragmentDoc,
    "\n    fragment GenerationBody on DesignGeneration {\n      status\n      ready\n      expected\n    }\n  ": typeof types.GenerationBodyFragmentDoc,
    "\n    fragment FeePaymentBody on DispensaryFeePayment {\n      id\n      kind\n      amount\n      providerPaymentId\n      paidAt\n      renewsAt\n    }\n  ": typeof types.FeePaymentBodyFragmentDoc,
    "\n    fragment MyDispensaryBody on Dispensary {\n      ...DispensaryBody\n      feeStatus\n      renewsAt\n      feePayments {\n        ...FeePaymentBody\n      }\n      totalRevenue\n      availableBalance\n      heldBalance\n      reversedRevenue\n      nextEligibleAt\n      pendingWithdrawalCount\n      viewCount\n      generation {\n        ...GenerationBody\n      }\n    }\n  ": typeof types.MyDispensaryBodyFragmentDoc,
    "\n    fragment DesignBody on Design {\n      id\n      dispensaryId\n      name\n      frontImageUrl\n      backImageUrl\n      thumbnailUrl\n      # The artwork alone, 1200 px transparent WebP (the thumbnail for designs made before it).\n      artworkUrl\n      isCustom\n      price\n      views\n      createdAt\n    }\n  ": typeof types.DesignBodyFragmentDoc,
    "\n    fragment DesignWithStoreBody on Design {\n      ...DesignBody\n      storeName\n    }\n  ": typeof types.DesignWithStoreBodyFragmentDoc,
    "\n    fragment CustomDesignBody on Design {\n      ...DesignBody\n      printFileUrl\n    }\n  ": typeof types.CustomDesignBodyFragmentDoc,
    "\n    fragment ReactionsBody on DesignReactions {\n      hearts\n      thumbsUp\n    }\n  ": typeof types.ReactionsBodyFragmentDoc,
    "\n    fragment CartItemBody on CartItem {\n      id\n      designId\n      # S, M, L, XL, 2XL or 3XL.\n      size\n      # black, white or heather-grey.\n      color\n      quantity\n      # The server's price of one shirt; the cart always charges it.\n      unitPrice\n      lineTotal\n      design {\n        id\n        name\n        frontImageUrl\n        price\n        dispensaryId\n      }\n    }\n  ": typeof types.CartItemBodyFragmentDoc,
    "\n    fragment PaymentIntentBody on PaymentIntent {\n      clientSecret\n      paymentIntentId\n      # The cart's total, which is what the payment asks for.\n      amount\n      # stripe: confirm with Stripe.js; offline: with POST /api/payments/offline/confirm.\n      provider\n    }\n  ": typeof types.PaymentIntentBodyFragmentDoc,
    "\n    fragment WalletOrderBody on WalletOrder {\n      id\n      status\n      amount\n      approveUrl\n    }\n  ": typeof types.WalletOrderBodyFragmentDoc,
    "\n    fragment OrderBody on Order {\n      id\n      # The receipt page (/orders/{token}); the token also reads it at GET /api/orders/receipt/{token}.\n      receiptPath\n      dispensaryId\n      customerName\n      customerEmail\n      shippingAddress\n      shippingCity\n      shippingState\n      shippingZip\n      items {\n        designId\n        designName\n        frontImageUrl\n        size\n        color\n        quantity\n        price\n      }\n      totalAmount\n      paymentMethod\n      paymentStatus\n      fulfillmentStatus\n      createdAt\n      acceptedAt\n      fulfilledAt\n      # The carrier (usps, ups, fedex, dhl, other), tracking number and tracking page, once shipped with them.\n      tracking {\n        carrier\n        trackingNumber\n        trackingUrl\n      }\n    }\n  ": typeof types.OrderBodyFragmentDoc,
    "\n    fragment WithdrawalBody on Withdrawal {\n      id\n      amount\n      status\n      # When the last of the earnings it pays became withdrawable.\n      eligibleAt\n      requestedAt\n      processedAt\n    }\n  ": typeof types.WithdrawalBodyFragmentDoc,
    "\n    fragment MerchantBody on Merchant {\n      id\n      userId\n      businessName\n      address\n      city\n      state\n      zip\n      contactEmail\n      contactPhone\n      subscriptionProvider\n      providerCustomerId\n      providerSubscriptionId\n      subscriptionStatus\n      # When the paid month ends: the next renewal, or when a canceled subscription ends.\n      currentPeriodEnd\n      # Canceled: active until currentPeriodEnd, then inactive with no further charge.\n      cancelAtPeriodEnd\n      # The card on file (visa…, last 4 digits), when the card provider said.\n      cardBrand\n      cardLast4\n      monthlyFee\n      totalRevenue\n      availableBalance\n      ordersFulfilled\n      # SPEC's Active or Inactive.\n      isActive\n      createdAt\n    }\n  ": typeof types.MerchantBodyFragmentDoc,
    "\n    fragment MerchantWithdrawalBody on MerchantWithdrawal {\n      id\n      amount\n      # pending until the payout job pays it, then completed (failed: tried again).\n      status\n      requestedAt\n      processedAt\n    }\n  ": typeof types.MerchantWithdrawalBodyFragmentDoc,
    "\n    fragment LeadBody on Lead {\n      orderId\n      shortId\n      status\n      customerName\n      shippingCity\n      shippingState\n      shippingAddress\n      shippingZip\n      customerEmail\n      items {\n        designId\n        designName\n        frontImageUrl\n        printFileUrl\n        # What to save the print file as: order-<id>-<design>-<colour>-<size>.png.\n        printFileName\n        size\n        color\n        quantity\n      }\n      shirtCount\n      merchantEarnings\n      inYourState\n      reoffered\n      placedAt\n      acceptedAt\n      fulfilledAt\n      # How it shipped, when the merchant gave a carrier and tracking number as it fulfilled it.\n      tracking {\n        carrier\n        trackingNumber\n        trackingUrl\n      }\n    }\n  ": typeof types.LeadBodyFragmentDoc,
    "\n    fragment BrandKitBody on BrandKit {\n      # Up to 3 \"#rrggbb\" colours.\n      colors\n      # Up to 3 slogans.\n      slogans\n      # The stored logo (a PNG made from the upload), or null.\n      logoUrl\n    }\n  ": typeof types.BrandKitBodyFragmentDoc,
    "\n    fragment OwnerDesignBody on Design {\n      ...DesignBody\n      hidden\n      replacedById\n      regenerating\n    }\n  ": typeof types.OwnerDesignBodyFragmentDoc,
    "\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      ...CartItemBody\n    }\n  }\n": typeof types.AddToCartDocument,
    "\n  query Cart($sessionId: String) {\n    cart(sessionId: $sessionId) {\n      items {\n        ...CartItemBody\n      }\n    }\n  }\n": typeof types.CartDocument,
    "\n  mutation RemoveCartItem($input: RemoveCartItemInput!) {\n    removeCartItem(input: $input)\n  }\n": typeof types.RemoveCartItemDocument,
    "\n  mutation UpdateCartItem($input: UpdateCartItemInput!) {\n    updateCartItem(input: $input) {\n      ...CartItemBody\n    }\n  }\n": typeof types.UpdateCartItemDocument,
    "\n    fragment CommunityProfileBody on CommunityProfile {\n      id\n      displayName\n      avatarUrl\n      bio\n      city\n      state\n      # YYYY-MM-DD; only the profile's own session reads it.\n      birthday\n      createdAt\n    }\n  ": typeof types.CommunityProfileBodyFragmentDoc,
    "\n    fragment CommunityAuthorBody on CommunityAuthor {\n      id\n      displayName\n      avatarUrl\n      city\n      state\n    }\n  ": typeof types.CommunityAuthorBodyFragmentDoc,
    "\n    fragment CommunityPostBody on CommunityPost {\n      id\n      profileId\n      # Null when the author's profile is gone (SPEC's 'Anonymous User').\n      profile {\n        ...CommunityAuthorBody\n      }\n      questionId\n      dispensaryId\n      # Where it was bought, as catalog knows the store.\n      dispensary {\n        id\n        name\n        city\n        state\n      }\n      brandName\n      productName\n      postText\n      imageUrl\n      thumbnailUrl\n      likesCount\n      lovesCount\n      commentsCount\n      # The reactions the asking session has set.\n      userReactions\n      createdAt\n    }\n  ": typeof types.CommunityPostBodyFragmentDoc,
    "\n    fragment CommunityCommentBody on CommunityComment {\n      id\n      postId\n      profileId\n      profile {\n        ...CommunityAuthorBody\n      }\n      commentText\n      createdAt\n    }\n  ": typeof types.CommunityCommentBodyFragmentDoc,
    "\n    fragment ReportBody on ReportOutcome {\n      reported\n      # Whether the content is now hidden pending review (reports by established reporters from 3 addresses, or an operator).\n      hidden\n    }\n  ": typeof types.ReportBodyFragmentDoc,
    "\n    fragment FeedCommentBody on FeedComment {\n      id\n      postId\n      content\n      # SPEC's user.username: the author as everyone may see them.\n      user: author {\n        username\n      }\n      createdAt\n    }\n  ": typeof types.FeedCommentBodyFragmentDoc,
    "\n    fragment FeedPostBody on FeedPost {\n      id\n      content\n      # Display-size images, in the order they were sent.\n      imageUrls\n      thumbnailUrls\n      createdAt\n      # SPEC's user.username: the author as everyone may see them.\n      user: author {\n        username\n      }\n      likesCount\n      commentsCount\n      # Whether the signed-in caller likes it (false when signed out).\n      isLiked\n      # The newest 50 comments, oldest first.\n      comments {\n        ...FeedCommentBody\n      }\n    }\n  ": typeof types.FeedPostBodyFragmentDoc,
    "\n  mutation ReportContent($input: ReportContentInput!) {\n    reportContent(input: $input) {\n      ...ReportBody\n    }\n  }\n": typeof types.ReportContentDocument,
    "\n  mutation CommentOnCommunityPost($input: CommentOnCommunityPostInput!) {\n    commentOnCommunityPost(input: $input) {\n      ...CommunityCommentBody\n    }\n  }\n": typeof types.CommentOnCommunityPostDocument,
    "\n  query CommunityPostComments($postId: ID!) {\n    communityPostComments(postId: $postId) {\n      ...CommunityCommentBody\n    }\n  }\n": typeof types.CommunityPostCommentsDocument,
    "\n  mutation CreateCommunityPost($input: CreateCommunityPostInput!) {\n    createCommunityPost(input: $input) {\n      ...CommunityPostBody\n    }\n  }\n": typeof types.CreateCommunityPostDocument,
    "\n  mutation ReactToCommunityPost($input: ReactToCommunityPostInput!) {\n    reactToCommunityPost(input: $input) {\n      reactionType\n      reacted\n      likesCount\n      lovesCount\n    }\n  }\n": typeof types.ReactToCommunityPostDocument,
    "\n  query CommunityPosts($sessionId: String, $first: Int, $after: String) {\n    communityPosts(sessionId: $sessionId, first: $first, after: $after) {\n      posts {\n        ...CommunityPostBody\n      }\n      nextCursor\n    }\n  }\n": typeof types.CommunityPostsDocument,
    "\n  query CommunityProfile($sessionId: String!) {\n    communityProfile(sessionId: $sessionId) {\n      ...CommunityProfileBody\n    }\n  }\n": typeof types.CommunityProfileDocument,
    "\n  mutation SaveCommunityProfile($input: SaveCommunityProfileInput!) {\n    saveCommunityProfile(input: $input) {\n      ...CommunityProfileBody\n    }\n  }\n": typeof types.SaveCommunityProfileDocument,
    "\n  query ActiveQuestion {\n    activeQuestion {\n      id\n      questionText\n    }\n  }\n": typeof types.ActiveQuestionDocument,
    "\n  query DispensaryCounterCard($id: ID!, $format: CounterCardFormat!) {\n    dispensary(id: $id) {\n      counterCard(format: $format) {\n        fileName\n        contentType\n        data\n      }\n    }\n  }\n": typeof types.DispensaryCounterCardDocument,
    "\n  mutation GenerateCustomDesign($input: GenerateCustomDesignInput!) {\n    generateCustomDesign(input: $input) {\n      ...CustomDesignBody\n    }\n  }\n": typeof types.GenerateCustomDesignDocument,
    "\n    fragment CustomDesignPreviewBody on CustomDesignPreview {\n      reading {\n        subjects {\n          word\n          drawnAs\n        }\n        relations {\n          subject\n          relation\n          object\n        }\n        style\n        inks {\n          name\n          hex\n        }\n        shirt {\n          name\n          hex\n        }\n        text\n        noText\n        notUnderstood\n        brief\n      }\n      imageDataUrl\n      madeBy\n    }\n  ": typeof types.CustomDesignPreviewBodyFragmentDoc,
    "\n  query PreviewCustomDesign($prompt: String!, $sessionId: String) {\n    customDesignPreview(prompt: $prompt, sessionId: $sessionId) {\n      ...CustomDesignPreviewBody\n    }\n  }\n": typeof types.PreviewCustomDesignDocument,
    "\n  query Design($id: ID!) {\n    design(id: $id) {\n      ...DesignWithStoreBody\n    }\n  }\n": typeof types.DesignDocument,
    "\n  query DesignReactions($id: ID!) {\n    design(id: $id) {\n      reactions {\n        ...ReactionsBody\n      }\n    }\n  }\n": typeof types.DesignReactionsDocument,
    "\n  mutation ReactToDesign($input: ReactToDesignInput!) {\n    reactToDesign(input: $input) {\n      ...ReactionsBody\n    }\n  }\n": typeof types.ReactToDesignDocument,
    "\n  mutation RegenerateDesign($id: ID!) {\n    regenerateDesign(designId: $id) {\n      regenerationsLeft\n      design {\n        ...OwnerDesignBody\n      }\n    }\n  }\n": typeof types.RegenerateDesignDocument,
    "\n  mutation SetDesignHidden($input: SetDesignHiddenInput!) {\n    setDesignHidden(input: $input) {\n      ...OwnerDesignBody\n    }\n  }\n": typeof types.SetDesignHiddenDocument,
    "\n  query DesignPage($first: Int, $after: String) {\n    designPage(first: $first, after: $after) {\n      designs {\n        ...DesignBody\n      }\n      nextCursor\n    }\n  }\n": typeof types.DesignPageDocument,
    "\n  query DevMailbox($to: String) {\n    devMailbox(to: $to) {\n      to\n      subject\n      text\n      html\n      sentAt\n    }\n  }\n": typeof types.DevMailboxDocument,
    "\n  query Dispensaries {\n    dispensaries {\n      ...DispensaryBody\n    }\n  }\n": typeof types.DispensariesDocument,
    "\n  query BrandKit($id: ID!) {\n    brandKit(dispensaryId: $id) {\n      ...BrandKitBody\n    }\n    dispensary(id: $id) {\n      regenerationsLeft\n      ownerDesigns {\n        ...OwnerDesignBody\n      }\n    }\n  }\n": typeof types.BrandKitDocument,
    "\n  mutation SaveBrandKit($input: SaveBrandKitInput!) {\n    saveBrandKit(input: $input) {\n      ...BrandKitBody\n    }\n  }\n": typeof types.SaveBrandKitDocument,
    "\n  mutation UploadBrandLogo($input: UploadBrandLogoInput!) {\n    uploadBrandLogo(input: $input) {\n      ...BrandKitBody\n    }\n  }\n": typeof types.UploadBrandLogoDocument,
    "\n  mutation CreateDispensary($input: CreateDispensaryInput!) {\n    createDispensary(input: $input) {\n      ...MyDispensaryBody\n    }\n  }\n": typeof types.CreateDispensaryDocument,
    "\n  query DispensaryDesigns($id: ID!) {\n    dispensary(id: $id) {\n      designs {\n        ...DesignBody\n      }\n    }\n  }\n": typeof types.DispensaryDesignsDocument,
    "\n  mutation RequestDesigns($input: RequestDesignsInput!) {\n    requestDesigns(input: $input) {\n      message\n      dispensary {\n        generation {\n          ...GenerationBody\n        }\n      }\n    }\n  }\n": typeof types.RequestDesignsDocument,
    "\n  query Dispensary($id: ID!) {\n    dispensary(id: $id) {\n      ...DispensaryBody\n    }\n  }\n": typeof types.DispensaryDocument,
    "\n  query DispensaryMentions($id: ID!, $first: Int) {\n    dispensary(id: $id) {\n      mentions(first: $first) {\n        id\n        brandName\n        productName\n        postText\n        likesCount\n        createdAt\n      }\n    }\n  }\n": typeof types.DispensaryMentionsDocument,
    "\n  query MyDispensary {\n    myDispensary {\n      ...MyDispensaryBody\n    }\n  }\n": typeof types.MyDispensaryDocument,
    "\n  mutation CreateDispensaryOfflinePaymentMethod($card: DispensaryCardInput!) {\n    createDispensaryOfflinePaymentMethod(card: $card) {\n      id\n      brand\n      last4\n    }\n  }\n": typeof types.CreateDispensaryOfflinePaymentMethodDocument,
    "\n  mutation PayDispensaryFee($paymentMethodId: String!) {\n    payDispensaryFee(paymentMethodId: $paymentMethodId) {\n      ...MyDispensaryBody\n    }\n  }\n": typeof types.PayDispensaryFeeDocument,
    "\n  mutation CommentOnFeedPost($postId: ID!, $content: String!) {\n    commentOnFeedPost(postId: $postId, content: $content) {\n      ...FeedCommentBody\n    }\n  }\n": typeof types.CommentOnFeedPostDocument,
    "\n  mutation CreateFeedPost($input: CreateFeedPostInput!) {\n    createFeedPost(input: $input) {\n      ...FeedPostBody\n    }\n  }\n": typeof types.CreateFeedPostDocument,
    "\n  mutation ToggleFeedPostLike($postId: ID!, $liked: Boolean) {\n    toggleFeedPostLike(postId: $postId, liked: $liked) {\n      liked\n      likesCount\n    }\n  }\n": typeof types.ToggleFeedPostLikeDocument,
    "\n  query FeedPosts($first: Int, $after: String) {\n    feedPosts(first: $first, after: $after) {\n      posts {\n        ...FeedPostBody\n      }\n      nextCursor\n    }\n  }\n": typeof types.FeedPostsDocument,
    "\n  mutation CreateMerchant($input: CreateMerchantInput!) {\n    createMerchant(input: $input) {\n      ...MerchantBody\n    }\n  }\n": typeof types.CreateMerchantDocument,
    "\n  query MyMerchant {\n    myMerchant {\n      ...MerchantBody\n    }\n  }\n": typeof types.MyMerchantDocument,
    "\n  query MerchantOrders($first: Int) {\n    merchantOrders(first: $first) {\n      pending {\n        ...LeadBody\n      }\n      active {\n        ...LeadBody\n      }\n      fulfilled {\n        ...LeadBody\n      }\n    }\n  }\n": typeof types.MerchantOrdersDocument,
    "\n  mutation CancelMerchantSubscription {\n    cancelMerchantSubscription {\n      ...MerchantBody\n    }\n  }\n": typeof types.CancelMerchantSubscriptionDocument,
    "\n  mutation ChangeMerchantCard($paymentMethodId: String!) {\n    changeMerchantCard(paymentMethodId: $paymentMethodId) {\n      ...MerchantBody\n    }\n  }\n": typeof types.ChangeMerchantCardDocument,
    "\n  mutation ResumeMerchantSubscription($paymentMethodId: String) {\n    resumeMerchantSubscription(paymentMethodId: $paymentMethodId) {\n      ...MerchantBody\n    }\n  }\n": typeof types.ResumeMerchantSubscriptionDocument,
    "\n  mutation RequestMerchantWithdrawal($stripeAccountId: String) {\n    requestMerchantWithdrawal(stripeAccountId: $stripeAccountId) {\n      ...MerchantWithdrawalBody\n    }\n  }\n": typeof types.RequestMerchantWithdrawalDocument,
    "\n  query MerchantWithdrawals {\n    merchantWithdrawals {\n      ...MerchantWithdrawalBody\n    }\n  }\n": typeof types.MerchantWithdrawalsDocument,
    "\n  mutation ConfirmOfflineCardPayment($input: ConfirmOfflineCardPaymentInput!) {\n    confirmOfflineCardPayment(input: $input) {\n      paymentIntentId\n      status\n    }\n  }\n": typeof types.ConfirmOfflineCardPaymentDocument,
    "\n  mutation AcceptOrder($orderId: ID!) {\n    acceptOrder(orderId: $orderId) {\n      ...LeadBody\n    }\n  }\n": typeof types.AcceptOrderDocument,
    "\n  mutation FulfillOrder($orderId: ID!, $tracking: ShipmentTrackingInput) {\n    fulfillOrder(orderId: $orderId, tracking: $tracking) {\n      ...LeadBody\n    }\n  }\n": typeof types.FulfillOrderDocument,
    "\n  mutation LookUpOrders($input: OrderLookupInput!) {\n    lookUpOrders(input: $input) {\n      message\n    }\n  }\n": typeof types.LookUpOrdersDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      ...OrderBody\n    }\n  }\n": typeof types.PlaceOrderDocument,
    "\n  query Receipt($token: String!) {\n    receipt(token: $token) {\n      ...OrderBody\n    }\n  }\n": typeof types.ReceiptDocument,
    "\n  mutation CreatePaymentIntent($input: CreatePaymentIntentInput!) {\n    createPaymentIntent(input: $input) {\n      ...PaymentIntentBody\n    }\n  }\n": typeof types.CreatePaymentIntentDocument,
    "\n  mutation ReceiveStripeBillingWebhook($payload: String!, $signature: String!) {\n    receiveStripeBillingWebhook(payload: $payload, signature: $signature)\n  }\n": typeof types.ReceiveStripeBillingWebhookDocument,
    "\n  mutation ReceiveStripeWebhook($payload: String!, $signature: String!) {\n    receiveStripeWebhook(payload: $payload, signature: $signature)\n  }\n": typeof types.ReceiveStripeWebhookDocument,
    "\n  mutation CaptureWalletOrder($id: ID!) {\n    captureWalletOrder(id: $id) {\n      ...WalletOrderBody\n    }\n  }\n": typeof types.CaptureWalletOrderDocument,
    "\n  mutation CreateWalletOrder($input: CreateWalletOrderInput!) {\n    createWalletOrder(input: $input) {\n      ...WalletOrderBody\n    }\n  }\n": typeof types.CreateWalletOrderDocument,
    "\n  query WalletSetup {\n    walletSetup {\n      clientToken\n    }\n  }\n": typeof types.WalletSetupDocument,
    "\n  mutation RequestWithdrawal($input: RequestWithdrawalInput!) {\n    requestWithdrawal(input: $input) {\n      ...WithdrawalBody\n    }\n  }\n": typeof types.RequestWithdrawalDocument,
    "\n  query StoreWithdrawals($dispensaryId: ID!) {\n    storeWithdrawals(dispensaryId: $dispensaryId) {\n      ...WithdrawalBody\n    }\n  }\n": typeof types.StoreWithdrawalsDocument,
};
const documents: Documents = {
    "\n  mutation UploadAdvertisement($input: UploadAdvertisementInput!) {\n    uploadAdvertisement(input: $input) {\n      ...AdvertisementBody\n    }\n  }\n": types.UploadAdvertisementDocument,
    "\n  query UploadingAdvertiser {\n    myAdvertiser {\n      isActive\n    }\n  }\n": types.UploadingAdvertiserDocument,
    "\n  query MyAdvertiser {\n    myAdvertiser {\n      ...AdvertiserBody\n    }\n  }\n": types.MyAdvertiserDocument,
    "\n  query MyAdvertiserStats($days: Int!) {\n    myAdvertiser {\n      stats(days: $days) {\n        ...AdvertiserStatsBody\n      }\n    }\n  }\n": types.MyAdvertiserStatsDocument,
    "\n  mutation ApplyToAdvertise($input: ApplyToAdvertiseInput!) {\n    applyToAdvertise(input: $input) {\n      ...AdvertiserApplicationBody\n    }\n  }\n": types.ApplyToAdvertiseDocument,
    "\n  query MyAdvertiserApplication {\n    myAdvertiserApplication {\n      ...AdvertiserApplicationBody\n    }\n  }\n": types.MyAdvertiserApplicationDocument,
    "\n  mutation ReceiveStripeAdvertiserBillingWebhook($payload: String!, $signature: String!) {\n    receiveStripeAdvertiserBillingWebhook(payload: $payload, signature: $signature)\n  }\n": types.ReceiveStripeAdvertiserBillingWebhookDocument,
    "\n    fragment AdvertisingPlanBody on AdvertisingPlan {\n      value\n      label\n      # Whole US dollars a month.\n      monthlyPrice\n      monthlyPriceCents\n      popular\n      kind\n      maxDurationSeconds\n      description\n    }\n  ": types.AdvertisingPlanBodyFragmentDoc,
    "\n    fragment AdvertiserApplicationBody on AdvertiserApplication {\n      id\n      companyName\n      contactEmail\n      contactPhone\n      website\n      plan {\n        ...AdvertisingPlanBody\n      }\n      # pending until an operator approves it (approved) or rejects it (rejected, with a reason).\n      status\n      rejectionReason\n      createdAt\n      # When an operator approved or rejected it; null while pending.\n      reviewedAt\n    }\n  ": types.AdvertiserApplicationBodyFragmentDoc,
    "\n    fragment AdvertisementBody on Advertisement {\n      id\n      kind\n      title\n      description\n      mediaUrl\n      thumbnailUrl\n      width\n      height\n      # Read from the video itself; null for a flyer.\n      durationSeconds\n      # pending (the plan is not paid) or active (served).\n      status\n      views\n      clicks\n      createdAt\n      activatedAt\n    }\n  ": types.AdvertisementBodyFragmentDoc,
    "\n    fragment AdvertiserBody on Advertiser {\n      id\n      companyName\n      contactEmail\n      contactPhone\n      website\n      # unpaid, active, past_due or canceled.\n      subscriptionStatus\n      subscriptionTier\n      plan {\n        ...AdvertisingPlanBody\n      }\n      monthlyFee\n      # When the paid month ends: the next renewal, or when a canceled plan ends.\n      paidThrough\n      # Canceled: ads run until paidThrough, then the plan ends with no further charge.\n      cancelAtPeriodEnd\n      # The card on file (visa…, last 4 digits), when the card provider said.\n      cardBrand\n      cardLast4\n      isActive\n      createdAt\n      # Newest first.\n      advertisements {\n        ...AdvertisementBody\n      }\n    }\n  ": types.AdvertiserBodyFragmentDoc,
    "\n    fragment AdvertiserStatsBody on AdvertiserStats {\n      # Every UTC day of the range, oldest first.\n      days {\n        # YYYY-MM-DD (UTC).\n        day\n        impressions\n        clicks\n        clickThroughRate\n      }\n      impressions\n      clicks\n      clickThroughRate\n    }\n  ": types.AdvertiserStatsBodyFragmentDoc,
    "\n    fragment ServedAdvertisementBody on ServedAdvertisement {\n      id\n      kind\n      title\n      description\n      mediaUrl\n      thumbnailUrl\n      width\n      height\n      durationSeconds\n      companyName\n      # How long the ad must stay at least half on screen before it counts: 1000 (flyer) or 2000 (video).\n      viewableAfterMs\n      # Through the server, which counts the click and redirects; null without a website.\n      clickUrl\n    }\n  ": types.ServedAdvertisementBodyFragmentDoc,
    "\n  mutation ClickAdvertisement($advertisementId: ID!, $token: String, $sessionId: String) {\n    clickAdvertisement(advertisementId: $advertisementId, token: $token, sessionId: $sessionId)\n  }\n": types.ClickAdvertisementDocument,
    "\n  mutation RecordAdEvents($input: RecordAdEventsInput!) {\n    recordAdEvents(input: $input) {\n      accepted\n      duplicates\n    }\n  }\n": types.RecordAdEventsDocument,
    "\n  mutation CreateAdvertiserOfflinePaymentMethod($card: AdvertiserCardInput!) {\n    createAdvertiserOfflinePaymentMethod(card: $card) {\n      id\n      brand\n      last4\n    }\n  }\n": types.CreateAdvertiserOfflinePaymentMethodDocument,
    "\n  query AdvertisingPlans {\n    advertisingPlans {\n      ...AdvertisingPlanBody\n    }\n  }\n": types.AdvertisingPlansDocument,
    "\n  query ServedAdvertisement($placement: AdPlacement!) {\n    servedAdvertisement(placement: $placement) {\n      ...ServedAdvertisementBody\n      impressionToken\n    }\n  }\n": types.ServedAdvertisementDocument,
    "\n  mutation CancelAdvertisingPlan {\n    cancelAdvertisingPlan {\n      ...AdvertiserBody\n    }\n  }\n": types.CancelAdvertisingPlanDocument,
    "\n  mutation ChangeAdvertiserCard($paymentMethodId: String!) {\n    changeAdvertiserCard(paymentMethodId: $paymentMethodId) {\n      ...AdvertiserBody\n    }\n  }\n": types.ChangeAdvertiserCardDocument,
    "\n  mutation PayAdvertisingPlan($paymentMethodId: String) {\n    payAdvertisingPlan(paymentMethodId: $paymentMethodId) {\n      ...AdvertiserBody\n    }\n  }\n": types.PayAdvertisingPlanDocument,
    "\n  mutation RecordStoreView($input: RecordStoreViewInput!) {\n    recordStoreView(input: $input)\n  }\n": types.RecordStoreViewDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        ...UserBody\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation LogOut {\n    logOut\n  }\n": types.LogOutDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        ...UserBody\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  query Me {\n    me {\n      ...UserBody\n    }\n  }\n": types.MeDocument,
    "\n    fragment UserBody on User {\n      id\n      username\n      email\n      firstName\n      lastName\n      profileImageUrl\n      role\n      isActive\n      lastLogin\n      createdAt\n    }\n  ": types.UserBodyFragmentDoc,
    "\n    fragment DispensaryBody on Dispensary {\n      id\n      businessType\n      name\n      address\n      city\n      state\n      zipCode\n      qrCodeUrl\n      storeUrl\n      designCount\n      createdAt\n    }\n  ": types.DispensaryBodyFragmentDoc,
    "\n    fragment GenerationBody on DesignGeneration {\n      status\n      ready\n      expected\n    }\n  ": types.GenerationBodyFragmentDoc,
    "\n    fragment FeePaymentBody on DispensaryFeePayment {\n      id\n      kind\n      amount\n      providerPaymentId\n      paidAt\n      renewsAt\n    }\n  ": types.FeePaymentBodyFragmentDoc,
    "\n    fragment MyDispensaryBody on Dispensary {\n      ...DispensaryBody\n      feeStatus\n      renewsAt\n      feePayments {\n        ...FeePaymentBody\n      }\n      totalRevenue\n      availableBalance\n      heldBalance\n      reversedRevenue\n      nextEligibleAt\n      pendingWithdrawalCount\n      viewCount\n      generation {\n        ...GenerationBody\n      }\n    }\n  ": types.MyDispensaryBodyFragmentDoc,
    "\n    fragment DesignBody on Design {\n      id\n      dispensaryId\n      name\n      frontImageUrl\n      backImageUrl\n      thumbnailUrl\n      # The artwork alone, 1200 px transparent WebP (the thumbnail for designs made before it).\n      artworkUrl\n      isCustom\n      price\n      views\n      createdAt\n    }\n  ": types.DesignBodyFragmentDoc,
    "\n    fragment DesignWithStoreBody on Design {\n      ...DesignBody\n      storeName\n    }\n  ": types.DesignWithStoreBodyFragmentDoc,
    "\n    fragment CustomDesignBody on Design {\n      ...DesignBody\n      printFileUrl\n    }\n  ": types.CustomDesignBodyFragmentDoc,
    "\n    fragment ReactionsBody on DesignReactions {\n      hearts\n      thumbsUp\n    }\n  ": types.ReactionsBodyFragmentDoc,
    "\n    fragment CartItemBody on CartItem {\n      id\n      designId\n      # S, M, L, XL, 2XL or 3XL.\n      size\n      # black, white or heather-grey.\n      color\n      quantity\n      # The server's price of one shirt; the cart always charges it.\n      unitPrice\n      lineTotal\n      design {\n        id\n        name\n        frontImageUrl\n        price\n        dispensaryId\n      }\n    }\n  ": types.CartItemBodyFragmentDoc,
    "\n    fragment PaymentIntentBody on PaymentIntent {\n      clientSecret\n      paymentIntentId\n      # The cart's total, which is what the payment asks for.\n      amount\n      # stripe: confirm with Stripe.js; offline: with POST /api/payments/offline/confirm.\n      provider\n    }\n  ": types.PaymentIntentBodyFragmentDoc,
    "\n    fragment WalletOrderBody on WalletOrder {\n      id\n      status\n      amount\n      approveUrl\n    }\n  ": types.WalletOrderBodyFragmentDoc,
    "\n    fragment OrderBody on Order {\n      id\n      # The receipt page (/orders/{token}); the token also reads it at GET /api/orders/receipt/{token}.\n      receiptPath\n      dispensaryId\n      customerName\n      customerEmail\n      shippingAddress\n      shippingCity\n      shippingState\n      shippingZip\n      items {\n        designId\n        designName\n        frontImageUrl\n        size\n        color\n        quantity\n        price\n      }\n      totalAmount\n      paymentMethod\n      paymentStatus\n      fulfillmentStatus\n      createdAt\n      acceptedAt\n      fulfilledAt\n      # The carrier (usps, ups, fedex, dhl, other), tracking number and tracking page, once shipped with them.\n      tracking {\n        carrier\n        trackingNumber\n        trackingUrl\n      }\n    }\n  ": types.OrderBodyFragmentDoc,
    "\n    fragment WithdrawalBody on Withdrawal {\n      id\n      amount\n      status\n      # When the last of the earnings it pays became withdrawable.\n      eligibleAt\n      requestedAt\n      processedAt\n    }\n  ": types.WithdrawalBodyFragmentDoc,
    "\n    fragment MerchantBody on Merchant {\n      id\n      userId\n      businessName\n      address\n      city\n      state\n      zip\n      contactEmail\n      contactPhone\n      subscriptionProvider\n      providerCustomerId\n      providerSubscriptionId\n      subscriptionStatus\n      # When the paid month ends: the next renewal, or when a canceled subscription ends.\n      currentPeriodEnd\n      # Canceled: active until currentPeriodEnd, then inactive with no further charge.\n      cancelAtPeriodEnd\n      # The card on file (visa…, last 4 digits), when the card provider said.\n      cardBrand\n      cardLast4\n      monthlyFee\n      totalRevenue\n      availableBalance\n      ordersFulfilled\n      # SPEC's Active or Inactive.\n      isActive\n      createdAt\n    }\n  ": types.MerchantBodyFragmentDoc,
    "\n    fragment MerchantWithdrawalBody on MerchantWithdrawal {\n      id\n      amount\n      # pending until the payout job pays it, then completed (failed: tried again).\n      status\n      requestedAt\n      processedAt\n    }\n  ": types.MerchantWithdrawalBodyFragmentDoc,
    "\n    fragment LeadBody on Lead {\n      orderId\n      shortId\n      status\n      customerName\n      shippingCity\n      shippingState\n      shippingAddress\n      shippingZip\n      customerEmail\n      items {\n        designId\n        designName\n        frontImageUrl\n        printFileUrl\n        # What to save the print file as: order-<id>-<design>-<colour>-<size>.png.\n        printFileName\n        size\n        color\n        quantity\n      }\n      shirtCount\n      merchantEarnings\n      inYourState\n      reoffered\n      placedAt\n      acceptedAt\n      fulfilledAt\n      # How it shipped, when the merchant gave a carrier and tracking number as it fulfilled it.\n      tracking {\n        carrier\n        trackingNumber\n        trackingUrl\n      }\n    }\n  ": types.LeadBodyFragmentDoc,
    "\n    fragment BrandKitBody on BrandKit {\n      # Up to 3 \"#rrggbb\" colours.\n      colors\n      # Up to 3 slogans.\n      slogans\n      # The stored logo (a PNG made from the upload), or null.\n      logoUrl\n    }\n  ": types.BrandKitBodyFragmentDoc,
    "\n    fragment OwnerDesignBody on Design {\n      ...DesignBody\n      hidden\n      replacedById\n      regenerating\n    }\n  ": types.OwnerDesignBodyFragmentDoc,
    "\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      ...CartItemBody\n    }\n  }\n": types.AddToCartDocument,
    "\n  query Cart($sessionId: String) {\n    cart(sessionId: $sessionId) {\n      items {\n        ...CartItemBody\n      }\n    }\n  }\n": types.CartDocument,
    "\n  mutation RemoveCartItem($input: RemoveCartItemInput!) {\n    removeCartItem(input: $input)\n  }\n": types.RemoveCartItemDocument,
    "\n  mutation UpdateCartItem($input: UpdateCartItemInput!) {\n    updateCartItem(input: $input) {\n      ...CartItemBody\n    }\n  }\n": types.UpdateCartItemDocument,
    "\n    fragment CommunityProfileBody on CommunityProfile {\n      id\n      displayName\n      avatarUrl\n      bio\n      city\n      state\n      # YYYY-MM-DD; only the profile's own session reads it.\n      birthday\n      createdAt\n    }\n  ": types.CommunityProfileBodyFragmentDoc,
    "\n    fragment CommunityAuthorBody on CommunityAuthor {\n      id\n      displayName\n      avatarUrl\n      city\n      state\n    }\n  ": types.CommunityAuthorBodyFragmentDoc,
    "\n    fragment CommunityPostBody on CommunityPost {\n      id\n      profileId\n      # Null when the author's profile is gone (SPEC's 'Anonymous User').\n      profile {\n        ...CommunityAuthorBody\n      }\n      questionId\n      dispensaryId\n      # Where it was bought, as catalog knows the store.\n      dispensary {\n        id\n        name\n        city\n        state\n      }\n      brandName\n      productName\n      postText\n      imageUrl\n      thumbnailUrl\n      likesCount\n      lovesCount\n      commentsCount\n      # The reactions the asking session has set.\n      userReactions\n      createdAt\n    }\n  ": types.CommunityPostBodyFragmentDoc,
    "\n    fragment CommunityCommentBody on CommunityComment {\n      id\n      postId\n      profileId\n      profile {\n        ...CommunityAuthorBody\n      }\n      commentText\n      createdAt\n    }\n  ": types.CommunityCommentBodyFragmentDoc,
    "\n    fragment ReportBody on ReportOutcome {\n      reported\n      # Whether the content is now hidden pending review (reports by established reporters from 3 addresses, or an operator).\n      hidden\n    }\n  ": types.ReportBodyFragmentDoc,
    "\n    fragment FeedCommentBody on FeedComment {\n      id\n      postId\n      content\n      # SPEC's user.username: the author as everyone may see them.\n      user: author {\n        username\n      }\n      createdAt\n    }\n  ": types.FeedCommentBodyFragmentDoc,
    "\n    fragment FeedPostBody on FeedPost {\n      id\n      content\n      # Display-size images, in the order they were sent.\n      imageUrls\n      thumbnailUrls\n      createdAt\n      # SPEC's user.username: the author as everyone may see them.\n      user: author {\n        username\n      }\n      likesCount\n      commentsCount\n      # Whether the signed-in caller likes it (false when signed out).\n      isLiked\n      # The newest 50 comments, oldest first.\n      comments {\n        ...FeedCommentBody\n      }\n    }\n  ": types.FeedPostBodyFragmentDoc,
    "\n  mutation ReportContent($input: ReportContentInput!) {\n    reportContent(input: $input) {\n      ...ReportBody\n    }\n  }\n": types.ReportContentDocument,
    "\n  mutation CommentOnCommunityPost($input: CommentOnCommunityPostInput!) {\n    commentOnCommunityPost(input: $input) {\n      ...CommunityCommentBody\n    }\n  }\n": types.CommentOnCommunityPostDocument,
    "\n  query CommunityPostComments($postId: ID!) {\n    communityPostComments(postId: $postId) {\n      ...CommunityCommentBody\n    }\n  }\n": types.CommunityPostCommentsDocument,
    "\n  mutation CreateCommunityPost($input: CreateCommunityPostInput!) {\n    createCommunityPost(input: $input) {\n      ...CommunityPostBody\n    }\n  }\n": types.CreateCommunityPostDocument,
    "\n  mutation ReactToCommunityPost($input: ReactToCommunityPostInput!) {\n    reactToCommunityPost(input: $input) {\n      reactionType\n      reacted\n      likesCount\n      lovesCount\n    }\n  }\n": types.ReactToCommunityPostDocument,
    "\n  query CommunityPosts($sessionId: String, $first: Int, $after: String) {\n    communityPosts(sessionId: $sessionId, first: $first, after: $after) {\n      posts {\n        ...CommunityPostBody\n      }\n      nextCursor\n    }\n  }\n": types.CommunityPostsDocument,
    "\n  query CommunityProfile($sessionId: String!) {\n    communityProfile(sessionId: $sessionId) {\n      ...CommunityProfileBody\n    }\n  }\n": types.CommunityProfileDocument,
    "\n  mutation SaveCommunityProfile($input: SaveCommunityProfileInput!) {\n    saveCommunityProfile(input: $input) {\n      ...CommunityProfileBody\n    }\n  }\n": types.SaveCommunityProfileDocument,
    "\n  query ActiveQuestion {\n    activeQuestion {\n      id\n      questionText\n    }\n  }\n": types.ActiveQuestionDocument,
    "\n  query DispensaryCounterCard($id: ID!, $format: CounterCardFormat!) {\n    dispensary(id: $id) {\n      counterCard(format: $format) {\n        fileName\n        contentType\n        data\n      }\n    }\n  }\n": types.DispensaryCounterCardDocument,
    "\n  mutation GenerateCustomDesign($input: GenerateCustomDesignInput!) {\n    generateCustomDesign(input: $input) {\n      ...CustomDesignBody\n    }\n  }\n": types.GenerateCustomDesignDocument,
    "\n    fragment CustomDesignPreviewBody on CustomDesignPreview {\n      reading {\n        subjects {\n          word\n          drawnAs\n        }\n        relations {\n          subject\n          relation\n          object\n        }\n        style\n        inks {\n          name\n          hex\n        }\n        shirt {\n          name\n          hex\n        }\n        text\n        noText\n        notUnderstood\n        brief\n      }\n      imageDataUrl\n      madeBy\n    }\n  ": types.CustomDesignPreviewBodyFragmentDoc,
    "\n  query PreviewCustomDesign($prompt: String!, $sessionId: String) {\n    customDesignPreview(prompt: $prompt, sessionId: $sessionId) {\n      ...CustomDesignPreviewBody\n    }\n  }\n": types.PreviewCustomDesignDocument,
    "\n  query Design($id: ID!) {\n    design(id: $id) {\n      ...DesignWithStoreBody\n    }\n  }\n": types.DesignDocument,
    "\n  query DesignReactions($id: ID!) {\n    design(id: $id) {\n      reactions {\n        ...ReactionsBody\n      }\n    }\n  }\n": types.DesignReactionsDocument,
    "\n  mutation ReactToDesign($input: ReactToDesignInput!) {\n    reactToDesign(input: $input) {\n      ...ReactionsBody\n    }\n  }\n": types.ReactToDesignDocument,
    "\n  mutation RegenerateDesign($id: ID!) {\n    regenerateDesign(designId: $id) {\n      regenerationsLeft\n      design {\n        ...OwnerDesignBody\n      }\n    }\n  }\n": types.RegenerateDesignDocument,
    "\n  mutation SetDesignHidden($input: SetDesignHiddenInput!) {\n    setDesignHidden(input: $input) {\n      ...OwnerDesignBody\n    }\n  }\n": types.SetDesignHiddenDocument,
    "\n  query DesignPage($first: Int, $after: String) {\n    designPage(first: $first, after: $after) {\n      designs {\n        ...DesignBody\n      }\n      nextCursor\n    }\n  }\n": types.DesignPageDocument,
    "\n  query DevMailbox($to: String) {\n    devMailbox(to: $to) {\n      to\n      subject\n      text\n      html\n      sentAt\n    }\n  }\n": types.DevMailboxDocument,
    "\n  query Dispensaries {\n    dispensaries {\n      ...DispensaryBody\n    }\n  }\n": types.DispensariesDocument,
    "\n  query BrandKit($id: ID!) {\n    brandKit(dispensaryId: $id) {\n      ...BrandKitBody\n    }\n    dispensary(id: $id) {\n      regenerationsLeft\n      ownerDesigns {\n        ...OwnerDesignBody\n      }\n    }\n  }\n": types.BrandKitDocument,
    "\n  mutation SaveBrandKit($input: SaveBrandKitInput!) {\n    saveBrandKit(input: $input) {\n      ...BrandKitBody\n    }\n  }\n": types.SaveBrandKitDocument,
    "\n  mutation UploadBrandLogo($input: UploadBrandLogoInput!) {\n    uploadBrandLogo(input: $input) {\n      ...BrandKitBody\n    }\n  }\n": types.UploadBrandLogoDocument,
    "\n  mutation CreateDispensary($input: CreateDispensaryInput!) {\n    createDispensary(input: $input) {\n      ...MyDispensaryBody\n    }\n  }\n": types.CreateDispensaryDocument,
    "\n  query DispensaryDesigns($id: ID!) {\n    dispensary(id: $id) {\n      designs {\n        ...DesignBody\n      }\n    }\n  }\n": types.DispensaryDesignsDocument,
    "\n  mutation RequestDesigns($input: RequestDesignsInput!) {\n    requestDesigns(input: $input) {\n      message\n      dispensary {\n        generation {\n          ...GenerationBody\n        }\n      }\n    }\n  }\n": types.RequestDesignsDocument,
    "\n  query Dispensary($id: ID!) {\n    dispensary(id: $id) {\n      ...DispensaryBody\n    }\n  }\n": types.DispensaryDocument,
    "\n  query DispensaryMentions($id: ID!, $first: Int) {\n    dispensary(id: $id) {\n      mentions(first: $first) {\n        id\n        brandName\n        productName\n        postText\n        likesCount\n        createdAt\n      }\n    }\n  }\n": types.DispensaryMentionsDocument,
    "\n  query MyDispensary {\n    myDispensary {\n      ...MyDispensaryBody\n    }\n  }\n": types.MyDispensaryDocument,
    "\n  mutation CreateDispensaryOfflinePaymentMethod($card: DispensaryCardInput!) {\n    createDispensaryOfflinePaymentMethod(card: $card) {\n      id\n      brand\n      last4\n    }\n  }\n": types.CreateDispensaryOfflinePaymentMethodDocument,
    "\n  mutation PayDispensaryFee($paymentMethodId: String!) {\n    payDispensaryFee(paymentMethodId: $paymentMethodId) {\n      ...MyDispensaryBody\n    }\n  }\n": types.PayDispensaryFeeDocument,
    "\n  mutation CommentOnFeedPost($postId: ID!, $content: String!) {\n    commentOnFeedPost(postId: $postId, content: $content) {\n      ...FeedCommentBody\n    }\n  }\n": types.CommentOnFeedPostDocument,
    "\n  mutation CreateFeedPost($input: CreateFeedPostInput!) {\n    createFeedPost(input: $input) {\n      ...FeedPostBody\n    }\n  }\n": types.CreateFeedPostDocument,
    "\n  mutation ToggleFeedPostLike($postId: ID!, $liked: Boolean) {\n    toggleFeedPostLike(postId: $postId, liked: $liked) {\n      liked\n      likesCount\n    }\n  }\n": types.ToggleFeedPostLikeDocument,
    "\n  query FeedPosts($first: Int, $after: String) {\n    feedPosts(first: $first, after: $after) {\n      posts {\n        ...FeedPostBody\n      }\n      nextCursor\n    }\n  }\n": types.FeedPostsDocument,
    "\n  mutation CreateMerchant($input: CreateMerchantInput!) {\n    createMerchant(input: $input) {\n      ...MerchantBody\n    }\n  }\n": types.CreateMerchantDocument,
    "\n  query MyMerchant {\n    myMerchant {\n      ...MerchantBody\n    }\n  }\n": types.MyMerchantDocument,
    "\n  query MerchantOrders($first: Int) {\n    merchantOrders(first: $first) {\n      pending {\n        ...LeadBody\n      }\n      active {\n        ...LeadBody\n      }\n      fulfilled {\n        ...LeadBody\n      }\n    }\n  }\n": types.MerchantOrdersDocument,
    "\n  mutation CancelMerchantSubscription {\n    cancelMerchantSubscription {\n      ...MerchantBody\n    }\n  }\n": types.CancelMerchantSubscriptionDocument,
    "\n  mutation ChangeMerchantCard($paymentMethodId: String!) {\n    changeMerchantCard(paymentMethodId: $paymentMethodId) {\n      ...MerchantBody\n    }\n  }\n": types.ChangeMerchantCardDocument,
    "\n  mutation ResumeMerchantSubscription($paymentMethodId: String) {\n    resumeMerchantSubscription(paymentMethodId: $paymentMethodId) {\n      ...MerchantBody\n    }\n  }\n": types.ResumeMerchantSubscriptionDocument,
    "\n  mutation RequestMerchantWithdrawal($stripeAccountId: String) {\n    requestMerchantWithdrawal(stripeAccountId: $stripeAccountId) {\n      ...MerchantWithdrawalBody\n    }\n  }\n": types.RequestMerchantWithdrawalDocument,
    "\n  query MerchantWithdrawals {\n    merchantWithdrawals {\n      ...MerchantWithdrawalBody\n    }\n  }\n": types.MerchantWithdrawalsDocument,
    "\n  mutation ConfirmOfflineCardPayment($input: ConfirmOfflineCardPaymentInput!) {\n    confirmOfflineCardPayment(input: $input) {\n      paymentIntentId\n      status\n    }\n  }\n": types.ConfirmOfflineCardPaymentDocument,
    "\n  mutation AcceptOrder($orderId: ID!) {\n    acceptOrder(orderId: $orderId) {\n      ...LeadBody\n    }\n  }\n": types.AcceptOrderDocument,
    "\n  mutation FulfillOrder($orderId: ID!, $tracking: ShipmentTrackingInput) {\n    fulfillOrder(orderId: $orderId, tracking: $tracking) {\n      ...LeadBody\n    }\n  }\n": types.FulfillOrderDocument,
    "\n  mutation LookUpOrders($input: OrderLookupInput!) {\n    lookUpOrders(input: $input) {\n      message\n    }\n  }\n": types.LookUpOrdersDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      ...OrderBody\n    }\n  }\n": types.PlaceOrderDocument,
    "\n  query Receipt($token: String!) {\n    receipt(token: $token) {\n      ...OrderBody\n    }\n  }\n": types.ReceiptDocument,
    "\n  mutation CreatePaymentIntent($input: CreatePaymentIntentInput!) {\n    createPaymentIntent(input: $input) {\n      ...PaymentIntentBody\n    }\n  }\n": types.CreatePaymentIntentDocument,
    "\n  mutation ReceiveStripeBillingWebhook($payload: String!, $signature: String!) {\n    receiveStripeBillingWebhook(payload: $payload, signature: $signature)\n  }\n": types.ReceiveStripeBillingWebhookDocument,
    "\n  mutation ReceiveStripeWebhook($payload: String!, $signature: String!) {\n    receiveStripeWebhook(payload: $payload, signature: $signature)\n  }\n": types.ReceiveStripeWebhookDocument,
    "\n  mutation CaptureWalletOrder($id: ID!) {\n    captureWalletOrder(id: $id) {\n      ...WalletOrderBody\n    }\n  }\n": types.CaptureWalletOrderDocument,
    "\n  mutation CreateWalletOrder($input: CreateWalletOrderInput!) {\n    createWalletOrder(input: $input) {\n      ...WalletOrderBody\n    }\n  }\n": types.CreateWalletOrderDocument,
    "\n  query WalletSetup {\n    walletSetup {\n      clientToken\n    }\n  }\n": types.WalletSetupDocument,
    "\n  mutation RequestWithdrawal($input: RequestWithdrawalInput!) {\n    requestWithdrawal(input: $input) {\n      ...WithdrawalBody\n    }\n  }\n": types.RequestWithdrawalDocument,
    "\n  query StoreWithdrawals($dispensaryId: ID!) {\n    storeWithdrawals(dispensaryId: $dispensaryId) {\n      ...WithdrawalBody\n    }\n  }\n": types.StoreWithdrawalsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadAdvertisement($input: UploadAdvertisementInput!) {\n    uploadAdvertisement(input: $input) {\n      ...AdvertisementBody\n    }\n  }\n"): (typeof documents)["\n  mutation UploadAdvertisement($input: UploadAdvertisementInput!) {\n    uploadAdvertisement(input: $input) {\n      ...AdvertisementBody\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UploadingAdvertiser {\n    myAdvertiser {\n      isActive\n    }\n  }\n"): (typeof documents)["\n  query UploadingAdvertiser {\n    myAdvertiser {\n      isActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAdvertiser {\n    myAdvertiser {\n      ...AdvertiserBody\n    }\n  }\n"): (typeof documents)["\n  query MyAdvertiser {\n    myAdvertiser {\n      ...AdvertiserBody\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAdvertiserStats($days: Int!) {\n    myAdvertiser {\n      stats(days: $days) {\n        ...AdvertiserStatsBody\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyAdvertiserStats($days: Int!) {\n    myAdvertiser {\n      stats(days: $days) {\n        ...AdvertiserStatsBody\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyToAdvertise($input: ApplyToAdvertiseInput!) {\n    applyToAdvertise(input: $input) {\n      ...AdvertiserApplicationBody\n    }\n  }\n"): (typeof documents)["\n  mutation ApplyToAdvertise($input: ApplyToAdvertiseInput!) {\n    applyToAdvertise(input: $input) {\n      ...AdvertiserApplicationBody\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAdvertiserApplication {\n    myAdvertiserApplication {\n      ...AdvertiserApplicationBody\n    }\n  }\n"): (typeof documents)["\n  query MyAdvertiserApplication {\n    myAdvertiserApplication {\n      ...AdvertiserApplicationBody\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReceiveStripeAdvertiserBillingWebhook($payload: String!, $signature: String!) {\n    receiveStripeAdvertiserBillingWebhook(payload: $payload, signature: $signature)\n  }\n"): (typeof documents)["\n  mutation ReceiveStripeAdvertiserBillingWebhook($payload: String!, $signature: String!) {\n    receiveStripeAdvertiserBillingWebhook(payload: $payload, signature: $signature)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment AdvertisingPlanBody on AdvertisingPlan {\n      value\n      label\n      # Whole US dollars a month.\n      monthlyPrice\n      monthlyPriceCents\n      popular\n      kind\n      maxDurationSeconds\n      description\n    }\n  "): (typeof documents)["\n    fragment AdvertisingPlanBody on AdvertisingPlan {\n      value\n      label\n      # Whole US dollars a month.\n      monthlyPrice\n      monthlyPriceCents\n      popular\n      kind\n      maxDurationSeconds\n      description\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment AdvertiserApplicationBody on AdvertiserApplication {\n      id\n      companyName\n      contactEmail\n      contactPhone\n      website\n      plan {\n        ...AdvertisingPlanBody\n      }\n      # pending until an operator approves it (approved) or rejects it (rejected, with a reason).\n      status\n      rejectionReason\n      createdAt\n      # When an operator approved or rejected it; null while pending.\n      reviewedAt\n    }\n  "): (typeof documents)["\n    fragment AdvertiserApplicationBody on AdvertiserApplication {\n      id\n      companyName\n      contactEmail\n      contactPhone\n      website\n      plan {\n        ...AdvertisingPlanBody\n      }\n      # pending until an operator approves it (approved) or rejects it (rejected, with a reason).\n      status\n      rejectionReason\n      createdAt\n      # When an operator approved or rejected it; null while pending.\n      reviewedAt\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment AdvertisementBody on Advertisement {\n      id\n      kind\n      title\n      description\n      mediaUrl\n      thumbnailUrl\n      width\n      height\n      # Read from the video itself; null for a flyer.\n      durationSeconds\n      # pending (the plan is not paid) or active (served).\n      status\n      views\n      clicks\n      createdAt\n      activatedAt\n    }\n  "): (typeof documents)["\n    fragment AdvertisementBody on Advertisement {\n      id\n      kind\n      title\n      description\n      mediaUrl\n      thumbnailUrl\n      width\n      height\n      # Read from the video itself; null for a flyer.\n      durationSeconds\n      # pending (the plan is not paid) or active (served).\n      status\n      views\n      clicks\n      createdAt\n      activatedAt\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment AdvertiserBody on Advertiser {\n      id\n      companyName\n      contactEmail\n      contactPhone\n      website\n      # unpaid, active, past_due or canceled.\n      subscriptionStatus\n      subscriptionTier\n      plan {\n        ...AdvertisingPlanBody\n      }\n      monthlyFee\n      # When the paid month ends: the next renewal, or when a canceled plan ends.\n      paidThrough\n      # Canceled: ads run until paidThrough, then the plan ends with no further charge.\n      cancelAtPeriodEnd\n      # The card on file (visa…, last 4 digits), when the card provider said.\n      cardBrand\n      cardLast4\n      isActive\n      createdAt\n      # Newest first.\n      advertisements {\n        ...AdvertisementBody\n      }\n    }\n  "): (typeof documents)["\n    fragment AdvertiserBody on Advertiser {\n      id\n      companyName\n      contactEmail\n      contactPhone\n      website\n      # unpaid, active, past_due or canceled.\n      subscriptionStatus\n      subscriptionTier\n      plan {\n        ...AdvertisingPlanBody\n      }\n      monthlyFee\n      # When the paid month ends: the next renewal, or when a canceled plan ends.\n      paidThrough\n      # Canceled: ads run until paidThrough, then the plan ends with no further charge.\n      cancelAtPeriodEnd\n      # The card on file (visa…, last 4 digits), when the card provider said.\n      cardBrand\n      cardLast4\n      isActive\n      createdAt\n      # Newest first.\n      advertisements {\n        ...AdvertisementBody\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment AdvertiserStatsBody on AdvertiserStats {\n      # Every UTC day of the range, oldest first.\n      days {\n        # YYYY-MM-DD (UTC).\n        day\n        impressions\n        clicks\n        clickThroughRate\n      }\n      impressions\n      clicks\n      clickThroughRate\n    }\n  "): (typeof documents)["\n    fragment AdvertiserStatsBody on AdvertiserStats {\n      # Every UTC day of the range, oldest first.\n      days {\n        # YYYY-MM-DD (UTC).\n        day\n        impressions\n        clicks\n        clickThroughRate\n      }\n      impressions\n      clicks\n      clickThroughRate\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment ServedAdvertisementBody on ServedAdvertisement {\n      id\n      kind\n      title\n      description\n      mediaUrl\n      thumbnailUrl\n      width\n      height\n      durationSeconds\n      companyName\n      # How long the ad must stay at least half on screen before it counts: 1000 (flyer) or 2000 (video).\n      viewableAfterMs\n      # Through the server, which counts the click and redirects; null without a website.\n      clickUrl\n    }\n  "): (typeof documents)["\n    fragment ServedAdvertisementBody on ServedAdvertisement {\n      id\n      kind\n      title\n      description\n      mediaUrl\n      thumbnailUrl\n      width\n      height\n      durationSeconds\n      companyName\n      # How long the ad must stay at least half on screen before it counts: 1000 (flyer) or 2000 (video).\n      viewableAfterMs\n      # Through the server, which counts the click and redirects; null without a website.\n      clickUrl\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClickAdvertisement($advertisementId: ID!, $token: String, $sessionId: String) {\n    clickAdvertisement(advertisementId: $advertisementId, token: $token, sessionId: $sessionId)\n  }\n"): (typeof documents)["\n  mutation ClickAdvertisement($advertisementId: ID!, $token: String, $sessionId: String) {\n    clickAdvertisement(advertisementId: $advertisementId, token: $token, sessionId: $sessionId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordAdEvents($input: RecordAdEventsInput!) {\n    recordAdEvents(input: $input) {\n      accepted\n      duplicates\n    }\n  }\n"): (typeof documents)["\n  mutation RecordAdEvents($input: RecordAdEventsInput!) {\n    recordAdEvents(input: $input) {\n      accepted\n      duplicates\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAdvertiserOfflinePaymentMethod($card: AdvertiserCardInput!) {\n    createAdvertiserOfflinePaymentMethod(card: $card) {\n      id\n      brand\n      last4\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAdvertiserOfflinePaymentMethod($card: AdvertiserCardInput!) {\n    createAdvertiserOfflinePaymentMethod(card: $card) {\n      id\n      brand\n      last4\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdvertisingPlans {\n    advertisingPlans {\n      ...AdvertisingPlanBody\n    }\n  }\n"): (typeof documents)["\n  query AdvertisingPlans {\n    advertisingPlans {\n      ...AdvertisingPlanBody\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServedAdvertisement($placement: AdPlacement!) {\n    servedAdvertisement(placement: $placement) {\n      ...ServedAdvertisementBody\n      impressionToken\n    }\n  }\n"): (typeof documents)["\n  query ServedAdvertisement($placement: AdPlacement!) {\n    servedAdvertisement(placement: $placement) {\n      ...ServedAdvertisementBody\n      impressionToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelAdvertisingPlan {\n    cancelAdvertisingPlan {\n      ...AdvertiserBody\n    }\n  }\n"): (typeof documents)["\n  mutation CancelAdvertisingPlan {\n    cancelAdvertisingPlan {\n      ...AdvertiserBody\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeAdvertiserCard($paymentMethodId: String!) {\n    changeAdvertiserCard(paymentMethodId: $paymentMethodId) {\n      ...AdvertiserBody\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeAdvertiserCard($paymentMethodId: String!) {\n    changeAdvertiserCard(paymentMethodId: $paymentMethodId) {\n      ...AdvertiserBody\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayAdvertisingPlan($paymentMethodId: String) {\n    payAdvertisingPlan(paymentMethodId: $paymentMethodId) {\n      ...AdvertiserBody\n    }\n  }\n"): (typeof documents)["\n  mutation PayAdvertisingPlan($paymentMethodId: String) {\n    payAdvertisingPlan(paymentMethodId: $paymentMethodId) {\n      ...AdvertiserBody\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordStoreView($input: RecordStoreViewInput!) {\n    recordStoreView(input: $input)\n  }\n"): (typeof documents)["\n  mutation RecordStoreView($input: RecordStoreViewInput!) {\n    recordStoreView(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        ...UserBody\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        ...UserBody\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogOut {\n    logOut\n  }\n"): (typeof documents)["\n  mutation LogOut {\n    logOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        ...UserBody\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        ...UserBody\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...UserBody\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...UserBody\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment UserBody on User {\n      id\n      username\n      email\n      firstName\n      lastName\n      profileImageUrl\n      role\n      isActive\n      lastLogin\n      createdAt\n    }\n  "): (typeof documents)["\n    fragment UserBody on User {\n      id\n      username\n      email\n      firstName\n      lastName\n      profileImageUrl\n      role\n      isActive\n      lastLogin\n      createdAt\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment DispensaryBody on Dispensary {\n      id\n      businessType\n      name\n      address\n      city\n      state\n      zipCode\n      qrCodeUrl\n      storeUrl\n      designCount\n      createdAt\n    }\n  "): (typeof documents)["\n    fragment DispensaryBody on Dispensary {\n      id\n      businessType\n      name\n      address\n      city\n      state\n      zipCode\n      qrCodeUrl\n      storeUrl\n      designCount\n      createdAt\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment GenerationBody on DesignGeneration {\n      status\n      ready\n      expected\n    }\n  "): (typeof documents)["\n    fragment GenerationBody on DesignGeneration {\n      status\n      ready\n      expected\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment FeePaymentBody on DispensaryFeePayment {\n      id\n      kind\n      amount\n      providerPaymentId\n      paidAt\n      renewsAt\n    }\n  "): (typeof documents)["\n    fragment FeePaymentBody on DispensaryFeePayment {\n      id\n      kind\n      amount\n      providerPaymentId\n      paidAt\n      renewsAt\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment MyDispensaryBody on Dispensary {\n      ...DispensaryBody\n      feeStatus\n      renewsAt\n      feePayments {\n        ...FeePaymentBody\n      }\n      totalRevenue\n      availableBalance\n      heldBalance\n      reversedRevenue\n      nextEligibleAt\n      pendingWithdrawalCount\n      viewCount\n      generation {\n        ...GenerationBody\n      }\n    }\n  "): (typeof documents)["\n    fragment MyDispensaryBody on Dispensary {\n      ...DispensaryBody\n      feeStatus\n      renewsAt\n      feePayments {\n        ...FeePaymentBody\n      }\n      totalRevenue\n      availableBalance\n      heldBalance\n      reversedRevenue\n      nextEligibleAt\n      pendingWithdrawalCount\n      viewCount\n      generation {\n        ...GenerationBody\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment DesignBody on Design {\n      id\n      dispensaryId\n      name\n      frontImageUrl\n      backImageUrl\n      thumbnailUrl\n      # The artwork alone, 1200 px transparent WebP (the thumbnail for designs made before it).\n      artworkUrl\n      isCustom\n      price\n      views\n      createdAt\n    }\n  "): (typeof documents)["\n    fragment DesignBody on Design {\n      id\n      dispensaryId\n      name\n      frontImageUrl\n      backImageUrl\n      thumbnailUrl\n      # The artwork alone, 1200 px transparent WebP (the thumbnail for designs made before it).\n      artworkUrl\n      isCustom\n      price\n      views\n      createdAt\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment DesignWithStoreBody on Design {\n      ...DesignBody\n      storeName\n    }\n  "): (typeof documents)["\n    fragment DesignWithStoreBody on Design {\n      ...DesignBody\n      storeName\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment CustomDesignBody on Design {\n      ...DesignBody\n      printFileUrl\n    }\n  "): (typeof documents)["\n    fragment CustomDesignBody on Design {\n      ...DesignBody\n      printFileUrl\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment ReactionsBody on DesignReactions {\n      hearts\n      thumbsUp\n    }\n  "): (typeof documents)["\n    fragment ReactionsBody on DesignReactions {\n      hearts\n      thumbsUp\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment CartItemBody on CartItem {\n      id\n      designId\n      # S, M, L, XL, 2XL or 3XL.\n      size\n      # black, white or heather-grey.\n      color\n      quantity\n      # The server's price of one shirt; the cart always charges it.\n      unitPrice\n      lineTotal\n      design {\n        id\n        name\n        frontImageUrl\n        price\n        dispensaryId\n      }\n    }\n  "): (typeof documents)["\n    fragment CartItemBody on CartItem {\n      id\n      designId\n      # S, M, L, XL, 2XL or 3XL.\n      size\n      # black, white or heather-grey.\n      color\n      quantity\n      # The server's price of one shirt; the cart always charges it.\n      unitPrice\n      lineTotal\n      design {\n        id\n        name\n        frontImageUrl\n        price\n        dispensaryId\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment PaymentIntentBody on PaymentIntent {\n      clientSecret\n      paymentIntentId\n      # The cart's total, which is what the payment asks for.\n      amount\n      # stripe: confirm with Stripe.js; offline: with POST /api/payments/offline/confirm.\n      provider\n    }\n  "): (typeof documents)["\n    fragment PaymentIntentBody on PaymentIntent {\n      clientSecret\n      paymentIntentId\n      # The cart's total, which is what the payment asks for.\n      amount\n      # stripe: confirm with Stripe.js; offline: with POST /api/payments/offline/confirm.\n      provider\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment WalletOrderBody on WalletOrder {\n      id\n      status\n      amount\n      approveUrl\n    }\n  "): (typeof documents)["\n    fragment WalletOrderBody on WalletOrder {\n      id\n      status\n      amount\n      approveUrl\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment OrderBody on Order {\n      id\n      # The receipt page (/orders/{token}); the token also reads it at GET /api/orders/receipt/{token}.\n      receiptPath\n      dispensaryId\n      customerName\n      customerEmail\n      shippingAddress\n      shippingCity\n      shippingState\n      shippingZip\n      items {\n        designId\n        designName\n        frontImageUrl\n        size\n        color\n        quantity\n        price\n      }\n      totalAmount\n      paymentMethod\n      paymentStatus\n      fulfillmentStatus\n      createdAt\n      acceptedAt\n      fulfilledAt\n      # The carrier (usps, ups, fedex, dhl, other), tracking number and tracking page, once shipped with them.\n      tracking {\n        carrier\n        trackingNumber\n        trackingUrl\n      }\n    }\n  "): (typeof documents)["\n    fragment OrderBody on Order {\n      id\n      # The receipt page (/orders/{token}); the token also reads it at GET /api/orders/receipt/{token}.\n      receiptPath\n      dispensaryId\n      customerName\n      customerEmail\n      shippingAddress\n      shippingCity\n      shippingState\n      shippingZip\n      items {\n        designId\n        designName\n        frontImageUrl\n        size\n        color\n        quantity\n        price\n      }\n      totalAmount\n      paymentMethod\n      paymentStatus\n      fulfillmentStatus\n      createdAt\n      acceptedAt\n      fulfilledAt\n      # The carrier (usps, ups, fedex, dhl, other), tracking number and tracking page, once shipped with them.\n      tracking {\n        carrier\n        trackingNumber\n        trackingUrl\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment WithdrawalBody on Withdrawal {\n      id\n      amount\n      status\n      # When the last of the earnings it pays became withdrawable.\n      eligibleAt\n      requestedAt\n      processedAt\n    }\n  "): (typeof documents)["\n    fragment WithdrawalBody on Withdrawal {\n      id\n      amount\n      status\n      # When the last of the earnings it pays became withdrawable.\n      eligibleAt\n      requestedAt\n      processedAt\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment MerchantBody on Merchant {\n      id\n      userId\n      businessName\n      address\n      city\n      state\n      zip\n      contactEmail\n      contactPhone\n      subscriptionProvider\n      providerCustomerId\n      providerSubscriptionId\n      subscriptionStatus\n      # When the paid month ends: the next renewal, or when a canceled subscription ends.\n      currentPeriodEnd\n      # Canceled: active until currentPeriodEnd, then inactive with no further charge.\n      cancelAtPeriodEnd\n      # The card on file (visa…, last 4 digits), when the card provider said.\n      cardBrand\n      cardLast4\n      monthlyFee\n      totalRevenue\n      availableBalance\n      ordersFulfilled\n      # SPEC's Active or Inactive.\n      isActive\n      createdAt\n    }\n  "): (typeof documents)["\n    fragment MerchantBody on Merchant {\n      id\n      userId\n      businessName\n      address\n      city\n      state\n      zip\n      contactEmail\n      contactPhone\n      subscriptionProvider\n      providerCustomerId\n      providerSubscriptionId\n      subscriptionStatus\n      # When the paid month ends: the next renewal, or when a canceled subscription ends.\n      currentPeriodEnd\n      # Canceled: active until currentPeriodEnd, then inactive with no further charge.\n      cancelAtPeriodEnd\n      # The card on file (visa…, last 4 digits), when the card provider said.\n      cardBrand\n      cardLast4\n      monthlyFee\n      totalRevenue\n      availableBalance\n      ordersFulfilled\n      # SPEC's Active or Inactive.\n      isActive\n      createdAt\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment MerchantWithdrawalBody on MerchantWithdrawal {\n      id\n      amount\n      # pending until the payout job pays it, then completed (failed: tried again).\n      status\n      requestedAt\n      processedAt\n    }\n  "): (typeof documents)["\n    fragment MerchantWithdrawalBody on MerchantWithdrawal {\n      id\n      amount\n      # pending until the payout job pays it, then completed (failed: tried again).\n      status\n      requestedAt\n      processedAt\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment LeadBody on Lead {\n      orderId\n      shortId\n      status\n      customerName\n      shippingCity\n      shippingState\n      shippingAddress\n      shippingZip\n      customerEmail\n      items {\n        designId\n        designName\n        frontImageUrl\n        printFileUrl\n        # What to save the print file as: order-<id>-<design>-<colour>-<size>.png.\n        printFileName\n        size\n        color\n        quantity\n      }\n      shirtCount\n      merchantEarnings\n      inYourState\n      reoffered\n      placedAt\n      acceptedAt\n      fulfilledAt\n      # How it shipped, when the merchant gave a carrier and tracking number as it fulfilled it.\n      tracking {\n        carrier\n        trackingNumber\n        trackingUrl\n      }\n    }\n  "): (typeof documents)["\n    fragment LeadBody on Lead {\n      orderId\n      shortId\n      status\n      customerName\n      shippingCity\n      shippingState\n      shippingAddress\n      shippingZip\n      customerEmail\n      items {\n        designId\n        designName\n        frontImageUrl\n        printFileUrl\n        # What to save the print file as: order-<id>-<design>-<colour>-<size>.png.\n        printFileName\n        size\n        color\n        quantity\n      }\n      shirtCount\n      merchantEarnings\n      inYourState\n      reoffered\n      placedAt\n      acceptedAt\n      fulfilledAt\n      # How it shipped, when the merchant gave a carrier and tracking number as it fulfilled it.\n      tracking {\n        carrier\n        trackingNumber\n        trackingUrl\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment BrandKitBody on BrandKit {\n      # Up to 3 \"#rrggbb\" colours.\n      colors\n      # Up to 3 slogans.\n      slogans\n      # The stored logo (a PNG made from the upload), or null.\n      logoUrl\n    }\n  "): (typeof documents)["\n    fragment BrandKitBody on BrandKit {\n      # Up to 3 \"#rrggbb\" colours.\n      colors\n      # Up to 3 slogans.\n      slogans\n      # The stored logo (a PNG made from the upload), or null.\n      logoUrl\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment OwnerDesignBody on Design {\n      ...DesignBody\n      hidden\n      replacedById\n      regenerating\n    }\n  "): (typeof documents)["\n    fragment OwnerDesignBody on Design {\n      ...DesignBody\n      hidden\n      replacedById\n      regenerating\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      ...CartItemBody\n    }\n  }\n"): (typeof documents)["\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      ...CartItemBody\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Cart($sessionId: String) {\n    cart(sessionId: $sessionId) {\n      items {\n        ...CartItemBody\n      }\n    }\n  }\n"): (typeof documents)["\n  query Cart($sessionId: String) {\n    cart(sessionId: $sessionId) {\n      items {\n        ...CartItemBody\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCartItem($input: RemoveCartItemInput!) {\n    removeCartItem(input: $input)\n  }\n"): (typeof documents)["\n  mutation RemoveCartItem($input: RemoveCartItemInput!) {\n    removeCartItem(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCartItem($input: UpdateCartItemInput!) {\n    updateCartItem(input: $input) {\n      ...CartItemBody\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCartItem($input: UpdateCartItemInput!) {\n    updateCartItem(input: $input) {\n      ...CartItemBody\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment CommunityProfileBody on CommunityProfile {\n      id\n      displayName\n      avatarUrl\n      bio\n      city\n      state\n      # YYYY-MM-DD; only the profile's own session reads it.\n      birthday\n      createdAt\n    }\n  "): (typeof documents)["\n    fragment CommunityProfileBody on CommunityProfile {\n      id\n      displayName\n      avatarUrl\n      bio\n      city\n      state\n      # YYYY-MM-DD; only the profile's own session reads it.\n      birthday\n      createdAt\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment CommunityAuthorBody on CommunityAuthor {\n      id\n      displayName\n      avatarUrl\n      city\n      state\n    }\n  "): (typeof documents)["\n    fragment CommunityAuthorBody on CommunityAuthor {\n      id\n      displayName\n      avatarUrl\n      city\n      state\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment CommunityPostBody on CommunityPost {\n      id\n      profileId\n      # Null when the author's profile is gone (SPEC's 'Anonymous User').\n      profile {\n        ...CommunityAuthorBody\n      }\n      questionId\n      dispensaryId\n      # Where it was bought, as catalog knows the store.\n      dispensary {\n        id\n        name\n        city\n        state\n      }\n      brandName\n      productName\n      postText\n      imageUrl\n      thumbnailUrl\n      likesCount\n      lovesCount\n      commentsCount\n      # The reactions the asking session has set.\n      userReactions\n      createdAt\n    }\n  "): (typeof documents)["\n    fragment CommunityPostBody on CommunityPost {\n      id\n      profileId\n      # Null when the author's profile is gone (SPEC's 'Anonymous User').\n      profile {\n        ...CommunityAuthorBody\n      }\n      questionId\n      dispensaryId\n      # Where it was bought, as catalog knows the store.\n      dispensary {\n        id\n        name\n        city\n        state\n      }\n      brandName\n      productName\n      postText\n      imageUrl\n      thumbnailUrl\n      likesCount\n      lovesCount\n      commentsCount\n      # The reactions the asking session has set.\n      userReactions\n      createdAt\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment CommunityCommentBody on CommunityComment {\n      id\n      postId\n      profileId\n      profile {\n        ...CommunityAuthorBody\n      }\n      commentText\n      createdAt\n    }\n  "): (typeof documents)["\n    fragment CommunityCommentBody on CommunityComment {\n      id\n      postId\n      profileId\n      profile {\n        ...CommunityAuthorBody\n      }\n      commentText\n      createdAt\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment ReportBody on ReportOutcome {\n      reported\n      # Whether the content is now hidden pending review (reports by established reporters from 3 addresses, or an operator).\n      hidden\n    }\n  "): (typeof documents)["\n    fragment ReportBody on ReportOutcome {\n      reported\n      # Whether the content is now hidden pending review (reports by established reporters from 3 addresses, or an operator).\n      hidden\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment FeedCommentBody on FeedComment {\n      id\n      postId\n      content\n      # SPEC's user.username: the author as everyone may see them.\n      user: author {\n        username\n      }\n      createdAt\n    }\n  "): (typeof documents)["\n    fragment FeedCommentBody on FeedComment {\n      id\n      postId\n      content\n      # SPEC's user.username: the author as everyone may see them.\n      user: author {\n        username\n      }\n      createdAt\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment FeedPostBody on FeedPost {\n      id\n      content\n      # Display-size images, in the order they were sent.\n      imageUrls\n      thumbnailUrls\n      createdAt\n      # SPEC's user.username: the author as everyone may see them.\n      user: author {\n        username\n      }\n      likesCount\n      commentsCount\n      # Whether the signed-in caller likes it (false when signed out).\n      isLiked\n      # The newest 50 comments, oldest first.\n      comments {\n        ...FeedCommentBody\n      }\n    }\n  "): (typeof documents)["\n    fragment FeedPostBody on FeedPost {\n      id\n      content\n      # Display-size images, in the order they were sent.\n      imageUrls\n      thumbnailUrls\n      createdAt\n      # SPEC's user.username: the author as everyone may see them.\n      user: author {\n        username\n      }\n      likesCount\n      commentsCount\n      # Whether the signed-in caller likes it (false when signed out).\n      isLiked\n      # The newest 50 comments, oldest first.\n      comments {\n        ...FeedCommentBody\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportContent($input: ReportContentInput!) {\n    reportContent(input: $input) {\n      ...ReportBody\n    }\n  }\n"): (typeof documents)["\n  mutation ReportContent($input: ReportContentInput!) {\n    reportContent(input: $input) {\n      ...ReportBody\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CommentOnCommunityPost($input: CommentOnCommunityPostInput!) {\n    commentOnCommunityPost(input: $input) {\n      ...CommunityCommentBody\n    }\n  }\n"): (typeof documents)["\n  mutation CommentOnCommunityPost($input: CommentOnCommunityPostInput!) {\n    commentOnCommunityPost(input: $input) {\n      ...CommunityCommentBody\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommunityPostComments($postId: ID!) {\n    communityPostComments(postId: $postId) {\n      ...CommunityCommentBody\n    }\n  }\n"): (typeof documents)["\n  query CommunityPostComments($postId: ID!) {\n    communityPostComments(postId: $postId) {\n      ...CommunityCommentBody\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCommunityPost($input: CreateCommunityPostInput!) {\n    createCommunityPost(input: $input) {\n      ...CommunityPostBody\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCommunityPost($input: CreateCommunityPostInput!) {\n    createCommunityPost(input: $input) {\n      ...CommunityPostBody\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReactToCommunityPost($input: ReactToCommunityPostInput!) {\n    reactToCommunityPost(input: $input) {\n      reactionType\n      reacted\n      likesCount\n      lovesCount\n    }\n  }\n"): (typeof documents)["\n  mutation ReactToCommunityPost($input: ReactToCommunityPostInput!) {\n    reactToCommunityPost(input: $input) {\n      reactionType\n      reacted\n      likesCount\n      lovesCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommunityPosts($sessionId: String, $first: Int, $after: String) {\n    communityPosts(sessionId: $sessionId, first: $first, after: $after) {\n      posts {\n        ...CommunityPostBody\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query CommunityPosts($sessionId: String, $first: Int, $after: String) {\n    communityPosts(sessionId: $sessionId, first: $first, after: $after) {\n      posts {\n        ...CommunityPostBody\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommunityProfile($sessionId: String!) {\n    communityProfile(sessionId: $sessionId) {\n      ...CommunityProfileBody\n    }\n  }\n"): (typeof documents)["\n  query CommunityProfile($sessionId: String!) {\n    communityProfile(sessionId: $sessionId) {\n      ...CommunityProfileBody\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveCommunityProfile($input: SaveCommunityProfileInput!) {\n    saveCommunityProfile(input: $input) {\n      ...CommunityProfileBody\n    }\n  }\n"): (typeof documents)["\n  mutation SaveCommunityProfile($input: SaveCommunityProfileInput!) {\n    saveCommunityProfile(input: $input) {\n      ...CommunityProfileBody\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActiveQuestion {\n    activeQuestion {\n      id\n      questionText\n    }\n  }\n"): (typeof documents)["\n  query ActiveQuestion {\n    activeQuestion {\n      id\n      questionText\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DispensaryCounterCard($id: ID!, $format: CounterCardFormat!) {\n    dispensary(id: $id) {\n      counterCard(format: $format) {\n        fileName\n        contentType\n        data\n      }\n    }\n  }\n"): (typeof documents)["\n  query DispensaryCounterCard($id: ID!, $format: CounterCardFormat!) {\n    dispensary(id: $id) {\n      counterCard(format: $format) {\n        fileName\n        contentType\n        data\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateCustomDesign($input: GenerateCustomDesignInput!) {\n    generateCustomDesign(input: $input) {\n      ...CustomDesignBody\n    }\n  }\n"): (typeof documents)["\n  mutation GenerateCustomDesign($input: GenerateCustomDesignInput!) {\n    generateCustomDesign(input: $input) {\n      ...CustomDesignBody\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment CustomDesignPreviewBody on CustomDesignPreview {\n      reading {\n        subjects {\n          word\n          drawnAs\n        }\n        relations {\n          subject\n          relation\n          object\n        }\n        style\n        inks {\n          name\n          hex\n        }\n        shirt {\n          name\n          hex\n        }\n        text\n        noText\n        notUnderstood\n        brief\n      }\n      imageDataUrl\n      madeBy\n    }\n  "): (typeof documents)["\n    fragment CustomDesignPreviewBody on CustomDesignPreview {\n      reading {\n        subjects {\n          word\n          drawnAs\n        }\n        relations {\n          subject\n          relation\n          object\n        }\n        style\n        inks {\n          name\n          hex\n        }\n        shirt {\n          name\n          hex\n        }\n        text\n        noText\n        notUnderstood\n        brief\n      }\n      imageDataUrl\n      madeBy\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreviewCustomDesign($prompt: String!, $sessionId: String) {\n    customDesignPreview(prompt: $prompt, sessionId: $sessionId) {\n      ...CustomDesignPreviewBody\n    }\n  }\n"): (typeof documents)["\n  query PreviewCustomDesign($prompt: String!, $sessionId: String) {\n    customDesignPreview(prompt: $prompt, sessionId: $sessionId) {\n      ...CustomDesignPreviewBody\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Design($id: ID!) {\n    design(id: $id) {\n      ...DesignWithStoreBody\n    }\n  }\n"): (typeof documents)["\n  query Design($id: ID!) {\n    design(id: $id) {\n      ...DesignWithStoreBody\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DesignReactions($id: ID!) {\n    design(id: $id) {\n      reactions {\n        ...ReactionsBody\n      }\n    }\n  }\n"): (typeof documents)["\n  query DesignReactions($id: ID!) {\n    design(id: $id) {\n      reactions {\n        ...ReactionsBody\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReactToDesign($input: ReactToDesignInput!) {\n    reactToDesign(input: $input) {\n      ...ReactionsBody\n    }\n  }\n"): (typeof documents)["\n  mutation ReactToDesign($input: ReactToDesignInput!) {\n    reactToDesign(input: $input) {\n      ...ReactionsBody\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegenerateDesign($id: ID!) {\n    regenerateDesign(designId: $id) {\n      regenerationsLeft\n      design {\n        ...OwnerDesignBody\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RegenerateDesign($id: ID!) {\n    regenerateDesign(designId: $id) {\n      regenerationsLeft\n      design {\n        ...OwnerDesignBody\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDesignHidden($input: SetDesignHiddenInput!) {\n    setDesignHidden(input: $input) {\n      ...OwnerDesignBody\n    }\n  }\n"): (typeof documents)["\n  mutation SetDesignHidden($input: SetDesignHiddenInput!) {\n    setDesignHidden(input: $input) {\n      ...OwnerDesignBody\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DesignPage($first: Int, $after: String) {\n    designPage(first: $first, after: $after) {\n      designs {\n        ...DesignBody\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query DesignPage($first: Int, $after: String) {\n    designPage(first: $first, after: $after) {\n      designs {\n        ...DesignBody\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DevMailbox($to: String) {\n    devMailbox(to: $to) {\n      to\n      subject\n      text\n      html\n      sentAt\n    }\n  }\n"): (typeof documents)["\n  query DevMailbox($to: String) {\n    devMailbox(to: $to) {\n      to\n      subject\n      text\n      html\n      sentAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dispensaries {\n    dispensaries {\n      ...DispensaryBody\n    }\n  }\n"): (typeof documents)["\n  query Dispensaries {\n    dispensaries {\n      ...DispensaryBody\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrandKit($id: ID!) {\n    brandKit(dispensaryId: $id) {\n      ...BrandKitBody\n    }\n    dispensary(id: $id) {\n      regenerationsLeft\n      ownerDesigns {\n        ...OwnerDesignBody\n      }\n    }\n  }\n"): (typeof documents)["\n  query BrandKit($id: ID!) {\n    brandKit(dispensaryId: $id) {\n      ...BrandKitBody\n    }\n    dispensary(id: $id) {\n      regenerationsLeft\n      ownerDesigns {\n        ...OwnerDesignBody\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveBrandKit($input: SaveBrandKitInput!) {\n    saveBrandKit(input: $input) {\n      ...BrandKitBody\n    }\n  }\n"): (typeof documents)["\n  mutation SaveBrandKit($input: SaveBrandKitInput!) {\n    saveBrandKit(input: $input) {\n      ...BrandKitBody\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadBrandLogo($input: UploadBrandLogoInput!) {\n    uploadBrandLogo(input: $input) {\n      ...BrandKitBody\n    }\n  }\n"): (typeof documents)["\n  mutation UploadBrandLogo($input: UploadBrandLogoInput!) {\n    uploadBrandLogo(input: $input) {\n      ...BrandKitBody\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDispensary($input: CreateDispensaryInput!) {\n    createDispensary(input: $input) {\n      ...MyDispensaryBody\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDispensary($input: CreateDispensaryInput!) {\n    createDispensary(input: $input) {\n      ...MyDispensaryBody\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DispensaryDesigns($id: ID!) {\n    dispensary(id: $id) {\n      designs {\n        ...DesignBody\n      }\n    }\n  }\n"): (typeof documents)["\n  query DispensaryDesigns($id: ID!) {\n    dispensary(id: $id) {\n      designs {\n        ...DesignBody\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestDesigns($input: RequestDesignsInput!) {\n    requestDesigns(input: $input) {\n      message\n      dispensary {\n        generation {\n          ...GenerationBody\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestDesigns($input: RequestDesignsInput!) {\n    requestDesigns(input: $input) {\n      message\n      dispensary {\n        generation {\n          ...GenerationBody\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dispensary($id: ID!) {\n    dispensary(id: $id) {\n      ...DispensaryBody\n    }\n  }\n"): (typeof documents)["\n  query Dispensary($id: ID!) {\n    dispensary(id: $id) {\n      ...DispensaryBody\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DispensaryMentions($id: ID!, $first: Int) {\n    dispensary(id: $id) {\n      mentions(first: $first) {\n        id\n        brandName\n        productName\n        postText\n        likesCount\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query DispensaryMentions($id: ID!, $first: Int) {\n    dispensary(id: $id) {\n      mentions(first: $first) {\n        id\n        brandName\n        productName\n        postText\n        likesCount\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyDispensary {\n    myDispensary {\n      ...MyDispensaryBody\n    }\n  }\n"): (typeof documents)["\n  query MyDispensary {\n    myDispensary {\n      ...MyDispensaryBody\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDispensaryOfflinePaymentMethod($card: DispensaryCardInput!) {\n    createDispensaryOfflinePaymentMethod(card: $card) {\n      id\n      brand\n      last4\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDispensaryOfflinePaymentMethod($card: DispensaryCardInput!) {\n    createDispensaryOfflinePaymentMethod(card: $card) {\n      id\n      brand\n      last4\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayDispensaryFee($paymentMethodId: String!) {\n    payDispensaryFee(paymentMethodId: $paymentMethodId) {\n      ...MyDispensaryBody\n    }\n  }\n"): (typeof documents)["\n  mutation PayDispensaryFee($paymentMethodId: String!) {\n    payDispensaryFee(paymentMethodId: $paymentMethodId) {\n      ...MyDispensaryBody\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CommentOnFeedPost($postId: ID!, $content: String!) {\n    commentOnFeedPost(postId: $postId, content: $content) {\n      ...FeedCommentBody\n    }\n  }\n"): (typeof documents)["\n  mutation CommentOnFeedPost($postId: ID!, $content: String!) {\n    commentOnFeedPost(postId: $postId, content: $content) {\n      ...FeedCommentBody\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFeedPost($input: CreateFeedPostInput!) {\n    createFeedPost(input: $input) {\n      ...FeedPostBody\n    }\n  }\n"): (typeof documents)["\n  mutation CreateFeedPost($input: CreateFeedPostInput!) {\n    createFeedPost(input: $input) {\n      ...FeedPostBody\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleFeedPostLike($postId: ID!, $liked: Boolean) {\n    toggleFeedPostLike(postId: $postId, liked: $liked) {\n      liked\n      likesCount\n    }\n  }\n"): (typeof documents)["\n  mutation ToggleFeedPostLike($postId: ID!, $liked: Boolean) {\n    toggleFeedPostLike(postId: $postId, liked: $liked) {\n      liked\n      likesCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeedPosts($first: Int, $after: String) {\n    feedPosts(first: $first, after: $after) {\n      posts {\n        ...FeedPostBody\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query FeedPosts($first: Int, $after: String) {\n    feedPosts(first: $first, after: $after) {\n      posts {\n        ...FeedPostBody\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMerchant($input: CreateMerchantInput!) {\n    createMerchant(input: $input) {\n      ...MerchantBody\n    }\n  }\n"): (typeof documents)["\n  mutation CreateMerchant($input: CreateMerchantInput!) {\n    createMerchant(input: $input) {\n      ...MerchantBody\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyMerchant {\n    myMerchant {\n      ...MerchantBody\n    }\n  }\n"): (typeof documents)["\n  query MyMerchant {\n    myMerchant {\n      ...MerchantBody\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MerchantOrders($first: Int) {\n    merchantOrders(first: $first) {\n      pending {\n        ...LeadBody\n      }\n      active {\n        ...LeadBody\n      }\n      fulfilled {\n        ...LeadBody\n      }\n    }\n  }\n"): (typeof documents)["\n  query MerchantOrders($first: Int) {\n    merchantOrders(first: $first) {\n      pending {\n        ...LeadBody\n      }\n      active {\n        ...LeadBody\n      }\n      fulfilled {\n        ...LeadBody\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelMerchantSubscription {\n    cancelMerchantSubscription {\n      ...MerchantBody\n    }\n  }\n"): (typeof documents)["\n  mutation CancelMerchantSubscription {\n    cancelMerchantSubscription {\n      ...MerchantBody\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeMerchantCard($paymentMethodId: String!) {\n    changeMerchantCard(paymentMethodId: $paymentMethodId) {\n      ...MerchantBody\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeMerchantCard($paymentMethodId: String!) {\n    changeMerchantCard(paymentMethodId: $paymentMethodId) {\n      ...MerchantBody\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResumeMerchantSubscription($paymentMethodId: String) {\n    resumeMerchantSubscription(paymentMethodId: $paymentMethodId) {\n      ...MerchantBody\n    }\n  }\n"): (typeof documents)["\n  mutation ResumeMerchantSubscription($paymentMethodId: String) {\n    resumeMerchantSubscription(paymentMethodId: $paymentMethodId) {\n      ...MerchantBody\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestMerchantWithdrawal($stripeAccountId: String) {\n    requestMerchantWithdrawal(stripeAccountId: $stripeAccountId) {\n      ...MerchantWithdrawalBody\n    }\n  }\n"): (typeof documents)["\n  mutation RequestMerchantWithdrawal($stripeAccountId: String) {\n    requestMerchantWithdrawal(stripeAccountId: $stripeAccountId) {\n      ...MerchantWithdrawalBody\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MerchantWithdrawals {\n    merchantWithdrawals {\n      ...MerchantWithdrawalBody\n    }\n  }\n"): (typeof documents)["\n  query MerchantWithdrawals {\n    merchantWithdrawals {\n      ...MerchantWithdrawalBody\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmOfflineCardPayment($input: ConfirmOfflineCardPaymentInput!) {\n    confirmOfflineCardPayment(input: $input) {\n      paymentIntentId\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmOfflineCardPayment($input: ConfirmOfflineCardPaymentInput!) {\n    confirmOfflineCardPayment(input: $input) {\n      paymentIntentId\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptOrder($orderId: ID!) {\n    acceptOrder(orderId: $orderId) {\n      ...LeadBody\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptOrder($orderId: ID!) {\n    acceptOrder(orderId: $orderId) {\n      ...LeadBody\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FulfillOrder($orderId: ID!, $tracking: ShipmentTrackingInput) {\n    fulfillOrder(orderId: $orderId, tracking: $tracking) {\n      ...LeadBody\n    }\n  }\n"): (typeof documents)["\n  mutation FulfillOrder($orderId: ID!, $tracking: ShipmentTrackingInput) {\n    fulfillOrder(orderId: $orderId, tracking: $tracking) {\n      ...LeadBody\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LookUpOrders($input: OrderLookupInput!) {\n    lookUpOrders(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation LookUpOrders($input: OrderLookupInput!) {\n    lookUpOrders(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      ...OrderBody\n    }\n  }\n"): (typeof documents)["\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      ...OrderBody\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Receipt($token: String!) {\n    receipt(token: $token) {\n      ...OrderBody\n    }\n  }\n"): (typeof documents)["\n  query Receipt($token: String!) {\n    receipt(token: $token) {\n      ...OrderBody\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePaymentIntent($input: CreatePaymentIntentInput!) {\n    createPaymentIntent(input: $input) {\n      ...PaymentIntentBody\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePaymentIntent($input: CreatePaymentIntentInput!) {\n    createPaymentIntent(input: $input) {\n      ...PaymentIntentBody\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReceiveStripeBillingWebhook($payload: String!, $signature: String!) {\n    receiveStripeBillingWebhook(payload: $payload, signature: $signature)\n  }\n"): (typeof documents)["\n  mutation ReceiveStripeBillingWebhook($payload: String!, $signature: String!) {\n    receiveStripeBillingWebhook(payload: $payload, signature: $signature)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReceiveStripeWebhook($payload: String!, $signature: String!) {\n    receiveStripeWebhook(payload: $payload, signature: $signature)\n  }\n"): (typeof documents)["\n  mutation ReceiveStripeWebhook($payload: String!, $signature: String!) {\n    receiveStripeWebhook(payload: $payload, signature: $signature)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CaptureWalletOrder($id: ID!) {\n    captureWalletOrder(id: $id) {\n      ...WalletOrderBody\n    }\n  }\n"): (typeof documents)["\n  mutation CaptureWalletOrder($id: ID!) {\n    captureWalletOrder(id: $id) {\n      ...WalletOrderBody\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWalletOrder($input: CreateWalletOrderInput!) {\n    createWalletOrder(input: $input) {\n      ...WalletOrderBody\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWalletOrder($input: CreateWalletOrderInput!) {\n    createWalletOrder(input: $input) {\n      ...WalletOrderBody\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WalletSetup {\n    walletSetup {\n      clientToken\n    }\n  }\n"): (typeof documents)["\n  query WalletSetup {\n    walletSetup {\n      clientToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestWithdrawal($input: RequestWithdrawalInput!) {\n    requestWithdrawal(input: $input) {\n      ...WithdrawalBody\n    }\n  }\n"): (typeof documents)["\n  mutation RequestWithdrawal($input: RequestWithdrawalInput!) {\n    requestWithdrawal(input: $input) {\n      ...WithdrawalBody\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreWithdrawals($dispensaryId: ID!) {\n    storeWithdrawals(dispensaryId: $dispensaryId) {\n      ...WithdrawalBody\n    }\n  }\n"): (typeof documents)["\n  query StoreWithdrawals($dispensaryId: ID!) {\n    storeWithdrawals(dispensaryId: $dispensaryId) {\n      ...WithdrawalBody\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;