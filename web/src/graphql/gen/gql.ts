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
    "\n  query PendingAdvertiserApplications {\n    pendingAdvertiserApplications {\n      id\n      companyName\n      contactEmail\n      contactPhone\n      website\n      createdAt\n      plan {\n        value\n        label\n        monthlyPrice\n      }\n    }\n  }\n": typeof types.PendingAdvertiserApplicationsDocument,
    "\n  mutation ApproveAdvertiserApplication($id: ID!) {\n    approveAdvertiserApplication(id: $id) {\n      id\n      companyName\n    }\n  }\n": typeof types.ApproveAdvertiserApplicationDocument,
    "\n  mutation RejectAdvertiserApplication($id: ID!, $reason: String!) {\n    rejectAdvertiserApplication(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n": typeof types.RejectAdvertiserApplicationDocument,
    "\n  query InvalidAdTraffic($days: Int!) {\n    invalidAdTraffic(days: $days) {\n      from\n      to\n      impressions\n      clicks\n      reasons {\n        reason\n        impressions\n        clicks\n      }\n      ads {\n        advertisementId\n        title\n        companyName\n        impressions\n        clicks\n        reasons {\n          reason\n          impressions\n          clicks\n        }\n      }\n    }\n  }\n": typeof types.InvalidAdTrafficDocument,
    "\n  query ModerationQueue {\n    moderationQueue {\n      contentType\n      contentId\n      text\n      imageUrl\n      createdAt\n      hidden\n      reportsCount\n      reportersCount\n      establishedReportersCount\n      reasons {\n        reason\n        count\n      }\n      firstReportedAt\n    }\n  }\n": typeof types.ModerationQueueDocument,
    "\n  mutation HideCommunityContent($input: ModerateContentInput!) {\n    hideCommunityContent(input: $input) {\n      contentId\n      hidden\n    }\n  }\n": typeof types.HideCommunityContentDocument,
    "\n  mutation RestoreCommunityContent($input: ModerateContentInput!) {\n    restoreCommunityContent(input: $input) {\n      contentId\n      hidden\n    }\n  }\n": typeof types.RestoreCommunityContentDocument,
    "\n  query OrdersPanel($first: Int, $staleOffset: Int, $refundedOffset: Int) {\n    staleOrders(first: $first, offset: $staleOffset) {\n      total\n      olderThanHours\n      items {\n        id\n        placedAt\n        amountCents\n        storeName\n        shippingState\n        leadReturnedAt\n        leadExpiredAt\n      }\n    }\n    refundedOrders(first: $first, offset: $refundedOffset) {\n      total\n      items {\n        id\n        placedAt\n        refundedAt\n        amountCents\n        reason\n        storeName\n        shippingState\n      }\n    }\n  }\n": typeof types.OrdersPanelDocument,
    "\n  query PayoutsPanel($first: Int, $storesOffset: Int, $merchantsOffset: Int) {\n    unpaidStoreWithdrawals(first: $first, offset: $storesOffset) {\n      total\n      items {\n        id\n        storeName\n        amountCents\n        status\n        attempts\n        lastError\n        requestedAt\n        nextAttemptAt\n      }\n    }\n    unpaidMerchantWithdrawals(first: $first, offset: $merchantsOffset) {\n      total\n      items {\n        id\n        businessName\n        username\n        amountCents\n        status\n        attempts\n        lastError\n        requestedAt\n        nextAttemptAt\n      }\n    }\n  }\n": typeof types.PayoutsPanelDocument,
    "\n  query StoreFeesPanel($first: Int, $offset: Int, $attemptsOffset: Int) {\n    storeFeesDue(first: $first, offset: $offset) {\n      total\n      items {\n        dispensaryId\n        storeName\n        owner {\n          id\n          username\n        }\n        feeStatus\n        owed\n        amountCents\n        dueAt\n        daysPastDue\n      }\n    }\n    unresolvedFeeAttempts(first: $first, offset: $attemptsOffset) {\n      total\n      items {\n        id\n        owner {\n          id\n          username\n        }\n        dispensaryId\n        storeName\n        kind\n        amountCents\n        scheduled\n        paymentMethodId\n        createdAt\n      }\n    }\n  }\n": typeof types.StoreFeesPanelDocument,
    "\n  mutation SettleFeeAttempt($input: SettleFeeAttemptInput!) {\n    settleFeeAttempt(input: $input) {\n      id\n      status\n      dispensaryId\n    }\n  }\n": typeof types.SettleFeeAttemptDocument,
    "\n  fragment AdvertisingPlanFields on AdvertisingPlan {\n    value\n    label\n    monthlyPrice\n    popular\n    kind\n    maxDurationSeconds\n    description\n  }\n": typeof types.AdvertisingPlanFieldsFragmentDoc,
    "\n  query AdvertisingPlans {\n    advertisingPlans {\n      ...AdvertisingPlanFields\n    }\n  }\n": typeof types.AdvertisingPlansDocument,
    "\n  fragment AdvertiserApplicationFields on AdvertiserApplication {\n    id\n    companyName\n    contactEmail\n    status\n    rejectionReason\n    createdAt\n    reviewedAt\n    plan {\n      ...AdvertisingPlanFields\n    }\n  }\n": typeof types.AdvertiserApplicationFieldsFragmentDoc,
    "\n  query AdvertiserStanding {\n    myAdvertiser {\n      id\n      companyName\n    }\n    myAdvertiserApplication {\n      ...AdvertiserApplicationFields\n    }\n  }\n": typeof types.AdvertiserStandingDocument,
    "\n  mutation ApplyToAdvertise($input: ApplyToAdvertiseInput!) {\n    applyToAdvertise(input: $input) {\n      ...AdvertiserApplicationFields\n    }\n  }\n": typeof types.ApplyToAdvertiseDocument,
    "\n  fragment AdvertisementFields on Advertisement {\n    id\n    kind\n    title\n    description\n    thumbnailUrl\n    durationSeconds\n    status\n    views\n    clicks\n    createdAt\n    activatedAt\n  }\n": typeof types.AdvertisementFieldsFragmentDoc,
    "\n  fragment AdvertiserFields on Advertiser {\n    id\n    companyName\n    contactEmail\n    website\n    subscriptionStatus\n    monthlyFee\n    paidThrough\n    cancelAtPeriodEnd\n    cardBrand\n    cardLast4\n    plan {\n      ...AdvertisingPlanFields\n    }\n    advertisements {\n      ...AdvertisementFields\n    }\n  }\n": typeof types.AdvertiserFieldsFragmentDoc,
    "\n  query AdvertiserDashboard {\n    myAdvertiser {\n      ...AdvertiserFields\n    }\n    myAdvertiserApplication {\n      ...AdvertiserApplicationFields\n    }\n  }\n": typeof types.AdvertiserDashboardDocument,
    "\n  query AdvertiserStats {\n    myAdvertiser {\n      id\n      stats(days: 30) {\n        impressions\n        clicks\n        clickThroughRate\n        days {\n          day\n          impressions\n          clicks\n          clickThroughRate\n        }\n      }\n    }\n  }\n": typeof types.AdvertiserStatsDocument,
    "\n  query AdvertiserBilling {\n    advertiserBillingPublishableKey\n  }\n": typeof types.AdvertiserBillingDocument,
    "\n  mutation CreateAdvertiserOfflinePaymentMethod($card: AdvertiserCardInput!) {\n    createAdvertiserOfflinePaymentMethod(card: $card) {\n      id\n      brand\n      last4\n    }\n  }\n": typeof types.CreateAdvertiserOfflinePaymentMethodDocument,
    "\n  mutation PayAdvertisingPlan($paymentMethodId: String!) {\n    payAdvertisingPlan(paymentMethodId: $paymentMethodId) {\n      ...AdvertiserFields\n    }\n  }\n": typeof types.PayAdvertisingPlanDocument,
    "\n  mutation UploadAdvertisement($input: UploadAdvertisementInput!) {\n    uploadAdvertisement(input: $input) {\n      ...AdvertisementFields\n    }\n  }\n": typeof types.UploadAdvertisementDocument,
    "\n  mutation CancelAdvertisingPlan {\n    cancelAdvertisingPlan {\n      ...AdvertiserFields\n    }\n  }\n": typeof types.CancelAdvertisingPlanDocument,
    "\n  mutation KeepAdvertisingPlan {\n    payAdvertisingPlan {\n      ...AdvertiserFields\n    }\n  }\n": typeof types.KeepAdvertisingPlanDocument,
    "\n  mutation ChangeAdvertiserCard($paymentMethodId: String!) {\n    changeAdvertiserCard(paymentMethodId: $paymentMethodId) {\n      ...AdvertiserFields\n    }\n  }\n": typeof types.ChangeAdvertiserCardDocument,
    "\n  fragment MyDispensaryFields on Dispensary {\n    id\n    name\n    businessType\n    address\n    city\n    state\n    zipCode\n    qrCodeUrl\n    storeUrl\n    totalRevenue\n    availableBalance\n    viewCount\n    designCount\n    designs {\n      id\n      name\n      frontImageUrl\n    }\n    generation {\n      status\n      ready\n      expected\n    }\n    feeStatus\n    renewsAt\n    feePayments {\n      id\n      kind\n      amount\n      paidAt\n      renewsAt\n    }\n  }\n": typeof types.MyDispensaryFieldsFragmentDoc,
    "\n  query MyDispensary {\n    myDispensary {\n      ...MyDispensaryFields\n    }\n  }\n": typeof types.MyDispensaryDocument,
    "\n  query MyStore {\n    myDispensary {\n      id\n      name\n    }\n  }\n": typeof types.MyStoreDocument,
    "\n  mutation CreateDispensary($input: CreateDispensaryInput!) {\n    createDispensary(input: $input) {\n      ...MyDispensaryFields\n    }\n  }\n": typeof types.CreateDispensaryDocument,
    "\n  mutation RequestDesigns($input: RequestDesignsInput!) {\n    requestDesigns(input: $input) {\n      message\n      dispensary {\n        ...MyDispensaryFields\n      }\n    }\n  }\n": typeof types.RequestDesignsDocument,
    "\n  fragment StoreCardFields on Dispensary {\n    id\n    name\n    businessType\n    address\n    city\n    state\n    qrCodeUrl\n    designCount\n    designs(first: $first) {\n      id\n      name\n      thumbnailUrl\n    }\n  }\n": typeof types.StoreCardFieldsFragmentDoc,
    "\n  query MarketplaceStores($first: Int!) {\n    dispensaries {\n      ...StoreCardFields\n    }\n  }\n": typeof types.MarketplaceStoresDocument,
    "\n  query StateDispensaries($state: String!, $first: Int!) {\n    dispensaries(state: $state) {\n      ...StoreCardFields\n    }\n  }\n": typeof types.StateDispensariesDocument,
    "\n  query StateStoreCounts {\n    stateStoreCounts {\n      code\n      name\n      storeCount\n    }\n  }\n": typeof types.StateStoreCountsDocument,
    "\n  query Store($id: ID!) {\n    dispensary(id: $id) {\n      id\n      name\n      businessType\n      address\n      city\n      state\n      qrCodeUrl\n      designCount\n      designs {\n        id\n        name\n        frontImageUrl\n        createdAt\n        ...DesignReactionsOnDesign\n      }\n    }\n  }\n": typeof types.StoreDocument,
    "\n  query ProductDesign($id: ID!) {\n    design(id: $id) {\n      id\n      name\n      dispensaryId\n      storeName\n      isCustom\n      artworkUrl\n      frontImageUrl\n      shirtColor\n      ...DesignReactionsOnDesign\n    }\n  }\n": typeof types.ProductDesignDocument,
    "\n  fragment DesignReactionsOnDesign on Design {\n    reactions {\n      hearts\n      thumbsUp\n      mine\n    }\n  }\n": typeof types.DesignReactionsOnDesignFragmentDoc,
    "\n  mutation ReactToDesign($input: ReactToDesignInput!) {\n    reactToDesign(input: $input) {\n      __typename\n      hearts\n      thumbsUp\n      mine\n    }\n  }\n": typeof types.ReactToDesignDocument,
    "\n  mutation RecordStoreView($input: RecordStoreViewInput!) {\n    recordStoreView(input: $input)\n  }\n": typeof types.RecordStoreViewDocument,
    "\n  mutation GenerateCustomDesign($input: GenerateCustomDesignInput!) {\n    generateCustomDesign(input: $input) {\n      id\n      name\n      price\n      frontImageUrl\n      isCustom\n      shirtColor\n    }\n  }\n": typeof types.GenerateCustomDesignDocument,
    "\n  query CustomDesignPreview($prompt: String!) {\n    customDesignPreview(prompt: $prompt) {\n      reading {\n        subjects {\n          word\n          drawnAs\n        }\n        relations {\n          subject\n          relation\n          object\n        }\n        style\n        inks {\n          name\n          hex\n        }\n        shirt {\n          name\n          hex\n        }\n        text\n        noText\n        notUnderstood\n        brief\n      }\n      imageDataUrl\n      madeBy\n    }\n  }\n": typeof types.CustomDesignPreviewDocument,
    "\n  query DispensaryFeeSettings {\n    dispensaryFeeSettings {\n      cardProvider\n      stripePublishableKey\n      signOnFee\n      annualRenewal\n    }\n  }\n": typeof types.DispensaryFeeSettingsDocument,
    "\n  mutation CreateDispensaryOfflinePaymentMethod($card: DispensaryCardInput!) {\n    createDispensaryOfflinePaymentMethod(card: $card) {\n      id\n      brand\n      last4\n    }\n  }\n": typeof types.CreateDispensaryOfflinePaymentMethodDocument,
    "\n  mutation PayDispensaryFee($paymentMethodId: String!) {\n    payDispensaryFee(paymentMethodId: $paymentMethodId) {\n      ...MyDispensaryFields\n    }\n  }\n": typeof types.PayDispensaryFeeDocument,
    "\n  fragment CartFields on Cart {\n    sessionId\n    itemCount\n    subtotal\n    shipping\n    total\n    items {\n      id\n      designId\n      size\n      color\n      quantity\n      unitPrice\n      lineTotal\n      design {\n        id\n        name\n        frontImageUrl\n        artworkUrl\n        dispensaryId\n      }\n    }\n  }\n": typeof types.CartFieldsFragmentDoc,
    "\n  query Cart($sessionId: String!) {\n    cart(sessionId: $sessionId) {\n      ...CartFields\n    }\n  }\n": typeof types.CartDocument,
    "\n  query CartCount($sessionId: String!) {\n    cart(sessionId: $sessionId) {\n      sessionId\n      itemCount\n    }\n  }\n": typeof types.CartCountDocument,
    "\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      id\n      designId\n      size\n      color\n      quantity\n    }\n  }\n": typeof types.AddToCartDocument,
    "\n  mutation UpdateCartItem($input: UpdateCartItemInput!) {\n    updateCartItem(input: $input) {\n      id\n      quantity\n      lineTotal\n    }\n  }\n": typeof types.UpdateCartItemDocument,
    "\n  mutation RemoveCartItem($input: RemoveCartItemInput!) {\n    removeCartItem(input: $input)\n  }\n": typeof types.RemoveCartItemDocument,
    "\n  query PaymentSettings {\n    paymentSettings {\n      cardProvider\n      stripePublishableKey\n      walletProvider\n      payoutProvider\n    }\n  }\n": typeof types.PaymentSettingsDocument,
    "\n  mutation CreatePaymentIntent($input: CreatePaymentIntentInput!) {\n    createPaymentIntent(input: $input) {\n      paymentIntentId\n      clientSecret\n      amount\n      provider\n    }\n  }\n": typeof types.CreatePaymentIntentDocument,
    "\n  mutation ConfirmOfflineCardPayment($input: ConfirmOfflineCardPaymentInput!) {\n    confirmOfflineCardPayment(input: $input) {\n      paymentIntentId\n      status\n    }\n  }\n": typeof types.ConfirmOfflineCardPaymentDocument,
    "\n  fragment WalletOrderFields on WalletOrder {\n    id\n    status\n    amount\n    approveUrl\n  }\n": typeof types.WalletOrderFieldsFragmentDoc,
    "\n  mutation CreateWalletOrder($input: CreateWalletOrderInput!) {\n    createWalletOrder(input: $input) {\n      ...WalletOrderFields\n    }\n  }\n": typeof types.CreateWalletOrderDocument,
    "\n  query WalletOrder($id: ID!) {\n    walletOrder(id: $id) {\n      ...WalletOrderFields\n    }\n  }\n": typeof types.WalletOrderDocument,
    "\n  mutation ApproveWalletOrder($id: ID!) {\n    approveWalletOrder(id: $id) {\n      ...WalletOrderFields\n    }\n  }\n": typeof types.ApproveWalletOrderDocument,
    "\n  mutation CancelWalletOrder($id: ID!) {\n    cancelWalletOrder(id: $id) {\n      ...WalletOrderFields\n    }\n  }\n": typeof types.CancelWalletOrderDocument,
    "\n  mutation CaptureWalletOrder($id: ID!) {\n    captureWalletOrder(id: $id) {\n      ...WalletOrderFields\n    }\n  }\n": typeof types.CaptureWalletOrderDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      id\n      receiptPath\n      totalAmount\n      createdAt\n    }\n  }\n": typeof types.PlaceOrderDocument,
    "\n  query Receipt($token: String!) {\n    receipt(token: $token) {\n      id\n      receiptPath\n      customerName\n      customerEmail\n      shippingAddress\n      shippingCity\n      shippingState\n      shippingZip\n      items {\n        designId\n        designName\n        frontImageUrl\n        size\n        color\n        quantity\n        price\n      }\n      totalAmount\n      paymentMethod\n      paymentStatus\n      fulfillmentStatus\n      createdAt\n      acceptedAt\n      fulfilledAt\n      tracking {\n        carrier\n        trackingNumber\n        trackingUrl\n      }\n    }\n  }\n": typeof types.ReceiptDocument,
    "\n  fragment StoreMoneyFields on Dispensary {\n    id\n    totalRevenue\n    availableBalance\n    heldBalance\n    reversedRevenue\n    nextEligibleAt\n    pendingWithdrawalCount\n    withdrawals {\n      id\n      amount\n      status\n      eligibleAt\n      requestedAt\n      processedAt\n    }\n  }\n": typeof types.StoreMoneyFieldsFragmentDoc,
    "\n  query StoreMoney {\n    myDispensary {\n      ...StoreMoneyFields\n    }\n  }\n": typeof types.StoreMoneyDocument,
    "\n  mutation RequestWithdrawal($input: RequestWithdrawalInput!) {\n    requestWithdrawal(input: $input) {\n      id\n      amount\n      status\n      eligibleAt\n      requestedAt\n      processedAt\n    }\n  }\n": typeof types.RequestWithdrawalDocument,
    "\n  query CommunityProfile($sessionId: String!) {\n    communityProfile(sessionId: $sessionId) {\n      id\n      displayName\n      avatarUrl\n      bio\n      city\n      state\n      birthday\n      createdAt\n    }\n  }\n": typeof types.CommunityProfileDocument,
    "\n  query ActiveQuestion {\n    activeQuestion {\n      id\n      questionText\n    }\n  }\n": typeof types.ActiveQuestionDocument,
    "\n  fragment CommunityAuthorFields on CommunityAuthor {\n    id\n    displayName\n    avatarUrl\n    city\n    state\n  }\n": typeof types.CommunityAuthorFieldsFragmentDoc,
    "\n  fragment CommunityPostFields on CommunityPost {\n    id\n    profileId\n    questionId\n    brandName\n    productName\n    postText\n    imageUrl\n    thumbnailUrl\n    likesCount\n    lovesCount\n    commentsCount\n    userReactions\n    createdAt\n    profile {\n      ...CommunityAuthorFields\n    }\n    dispensaryId\n    dispensary {\n      id\n      name\n      city\n      state\n    }\n  }\n": typeof types.CommunityPostFieldsFragmentDoc,
    "\n  query CommunityPosts($sessionId: String!, $first: Int!, $after: String) {\n    communityPosts(sessionId: $sessionId, first: $first, after: $after) {\n      nextCursor\n      posts {\n        ...CommunityPostFields\n      }\n    }\n  }\n": typeof types.CommunityPostsDocument,
    "\n  fragment CommunityCommentFields on CommunityComment {\n    id\n    postId\n    profileId\n    commentText\n    createdAt\n    profile {\n      ...CommunityAuthorFields\n    }\n  }\n": typeof types.CommunityCommentFieldsFragmentDoc,
    "\n  query CommunityPostComments($postId: ID!) {\n    communityPostComments(postId: $postId) {\n      ...CommunityCommentFields\n    }\n  }\n": typeof types.CommunityPostCommentsDocument,
    "\n  mutation ReactToCommunityPost($input: ReactToCommunityPostInput!) {\n    reactToCommunityPost(input: $input) {\n      reactionType\n      reacted\n      likesCount\n      lovesCount\n    }\n  }\n": typeof types.ReactToCommunityPostDocument,
    "\n  mutation CommentOnCommunityPost($input: CommentOnCommunityPostInput!) {\n    commentOnCommunityPost(input: $input) {\n      ...CommunityCommentFields\n    }\n  }\n": typeof types.CommentOnCommunityPostDocument,
    "\n  mutation ReportContent($input: ReportContentInput!) {\n    reportContent(input: $input) {\n      reported\n      hidden\n    }\n  }\n": typeof types.ReportContentDocument,
    "\n  query CommunityStores {\n    dispensaries {\n      id\n      name\n      city\n      state\n    }\n  }\n": typeof types.CommunityStoresDocument,
    "\n  fragment FeedPostFields on FeedPost {\n    id\n    content\n    imageUrls\n    thumbnailUrls\n    createdAt\n    likesCount\n    commentsCount\n    isLiked\n    author {\n      username\n      avatarUrl\n    }\n    comments {\n      id\n      postId\n      content\n      createdAt\n      author {\n        username\n        avatarUrl\n      }\n    }\n  }\n": typeof types.FeedPostFieldsFragmentDoc,
    "\n  query FeedPosts($first: Int!, $after: String) {\n    feedPosts(first: $first, after: $after) {\n      nextCursor\n      posts {\n        ...FeedPostFields\n      }\n    }\n  }\n": typeof types.FeedPostsDocument,
    "\n  mutation ToggleFeedPostLike($postId: ID!, $liked: Boolean) {\n    toggleFeedPostLike(postId: $postId, liked: $liked) {\n      liked\n      likesCount\n    }\n  }\n": typeof types.ToggleFeedPostLikeDocument,
    "\n  mutation CommentOnFeedPost($postId: ID!, $content: String!) {\n    commentOnFeedPost(postId: $postId, content: $content) {\n      id\n      postId\n      content\n      createdAt\n      author {\n        username\n        avatarUrl\n      }\n    }\n  }\n": typeof types.CommentOnFeedPostDocument,
    "\n  query StoreMentions($first: Int!) {\n    myDispensary {\n      id\n      mentions(first: $first) {\n        id\n        brandName\n        productName\n        postText\n        likesCount\n        createdAt\n      }\n    }\n  }\n": typeof types.StoreMentionsDocument,
    "\n  fragment MerchantFields on Merchant {\n    id\n    businessName\n    address\n    city\n    state\n    zip\n    subscriptionStatus\n    currentPeriodEnd\n    cancelAtPeriodEnd\n    cardBrand\n    cardLast4\n    monthlyFee\n    totalRevenue\n    availableBalance\n    ordersFulfilled\n    isActive\n  }\n": typeof types.MerchantFieldsFragmentDoc,
    "\n  query MyMerchant {\n    myMerchant {\n      ...MerchantFields\n    }\n  }\n": typeof types.MyMerchantDocument,
    "\n  query MerchantPaymentSettings {\n    merchantPaymentSettings {\n      cardProvider\n      payoutProvider\n      stripePublishableKey\n      monthlyFee\n    }\n  }\n": typeof types.MerchantPaymentSettingsDocument,
    "\n  fragment PendingLeadFields on Lead {\n    orderId\n    shortId\n    status\n    customerName\n    shippingCity\n    shippingState\n    items {\n      designId\n      designName\n      frontImageUrl\n      size\n      color\n      quantity\n    }\n    shirtCount\n    merchantEarnings\n    inYourState\n    reoffered\n    placedAt\n  }\n": typeof types.PendingLeadFieldsFragmentDoc,
    "\n  fragment ActiveLeadFields on Lead {\n    orderId\n    shortId\n    status\n    customerName\n    customerEmail\n    shippingAddress\n    shippingCity\n    shippingState\n    shippingZip\n    items {\n      designId\n      designName\n      frontImageUrl\n      printFileUrl\n      printFileName\n      size\n      color\n      quantity\n    }\n    shirtCount\n    merchantEarnings\n    placedAt\n    acceptedAt\n  }\n": typeof types.ActiveLeadFieldsFragmentDoc,
    "\n  fragment CompletedLeadFields on Lead {\n    orderId\n    shortId\n    status\n    customerName\n    shippingCity\n    shippingState\n    shirtCount\n    merchantEarnings\n    fulfilledAt\n  }\n": typeof types.CompletedLeadFieldsFragmentDoc,
    "\n  query LeadsChanged($seen: String) {\n    leadsChanged(seen: $seen)\n  }\n": typeof types.LeadsChangedDocument,
    "\n  query MerchantOrders($first: Int) {\n    merchantOrders(first: $first) {\n      pending {\n        ...PendingLeadFields\n      }\n      active {\n        ...ActiveLeadFields\n      }\n      fulfilled {\n        ...CompletedLeadFields\n      }\n    }\n  }\n": typeof types.MerchantOrdersDocument,
    "\n  mutation CreateOfflinePaymentMethod($card: OfflineCardInput!) {\n    createOfflinePaymentMethod(card: $card) {\n      id\n      brand\n      last4\n    }\n  }\n": typeof types.CreateOfflinePaymentMethodDocument,
    "\n  mutation CreateMerchant($input: CreateMerchantInput!) {\n    createMerchant(input: $input) {\n      ...MerchantFields\n    }\n  }\n": typeof types.CreateMerchantDocument,
    "\n  mutation ResumeMerchantSubscription($paymentMethodId: String!) {\n    resumeMerchantSubscription(paymentMethodId: $paymentMethodId) {\n      ...MerchantFields\n    }\n  }\n": typeof types.ResumeMerchantSubscriptionDocument,
    "\n  mutation AcceptOrder($orderId: ID!) {\n    acceptOrder(orderId: $orderId) {\n      orderId\n      status\n    }\n  }\n": typeof types.AcceptOrderDocument,
    "\n  mutation FulfillOrder($orderId: ID!, $tracking: ShipmentTrackingInput) {\n    fulfillOrder(orderId: $orderId, tracking: $tracking) {\n      orderId\n      status\n    }\n  }\n": typeof types.FulfillOrderDocument,
    "\n  fragment MerchantWithdrawalFields on MerchantWithdrawal {\n    id\n    amount\n    status\n    requestedAt\n    processedAt\n  }\n": typeof types.MerchantWithdrawalFieldsFragmentDoc,
    "\n  query MerchantWithdrawals {\n    merchantWithdrawals {\n      ...MerchantWithdrawalFields\n    }\n  }\n": typeof types.MerchantWithdrawalsDocument,
    "\n  mutation RequestMerchantWithdrawal($stripeAccountId: String) {\n    requestMerchantWithdrawal(stripeAccountId: $stripeAccountId) {\n      ...MerchantWithdrawalFields\n    }\n  }\n": typeof types.RequestMerchantWithdrawalDocument,
    "\n  query Me {\n    me {\n      id\n      username\n      email\n      firstName\n      lastName\n      role\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        id\n        username\n        role\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        id\n        username\n        role\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation CancelMerchantSubscription {\n    cancelMerchantSubscription {\n      ...MerchantFields\n    }\n  }\n": typeof types.CancelMerchantSubscriptionDocument,
    "\n  mutation KeepMerchantSubscription {\n    resumeMerchantSubscription {\n      ...MerchantFields\n    }\n  }\n": typeof types.KeepMerchantSubscriptionDocument,
    "\n  mutation ChangeMerchantCard($paymentMethodId: String!) {\n    changeMerchantCard(paymentMethodId: $paymentMethodId) {\n      ...MerchantFields\n    }\n  }\n": typeof types.ChangeMerchantCardDocument,
    "\n  mutation LookUpMyOrders($input: OrderLookupInput!) {\n    lookUpOrders(input: $input) {\n      message\n    }\n  }\n": typeof types.LookUpMyOrdersDocument,
    "\n  query DevMailboxPage {\n    devMailbox {\n      id\n      to\n      subject\n      text\n      html\n      sentAt\n    }\n  }\n": typeof types.DevMailboxPageDocument,
    "\n  query OwnerDesigns {\n    myDispensary {\n      id\n      regenerationsLeft\n      brandKit {\n        colors\n        slogans\n        logoUrl\n      }\n      ownerDesigns {\n        ...OwnerDesignFields\n      }\n    }\n  }\n": typeof types.OwnerDesignsDocument,
    "\n  fragment OwnerDesignFields on Design {\n    id\n    name\n    thumbnailUrl\n    frontImageUrl\n    hidden\n    replacedById\n    regenerating\n  }\n": typeof types.OwnerDesignFieldsFragmentDoc,
    "\n  mutation SaveBrandKitFromDashboard($input: SaveBrandKitInput!) {\n    saveBrandKit(input: $input) {\n      colors\n      slogans\n      logoUrl\n    }\n  }\n": typeof types.SaveBrandKitFromDashboardDocument,
    "\n  mutation UploadBrandLogoFromDashboard($input: UploadBrandLogoInput!) {\n    uploadBrandLogo(input: $input) {\n      colors\n      slogans\n      logoUrl\n    }\n  }\n": typeof types.UploadBrandLogoFromDashboardDocument,
    "\n  mutation SetDesignHiddenFromDashboard($input: SetDesignHiddenInput!) {\n    setDesignHidden(input: $input) {\n      ...OwnerDesignFields\n    }\n  }\n": typeof types.SetDesignHiddenFromDashboardDocument,
    "\n  mutation RegenerateDesignFromDashboard($designId: ID!) {\n    regenerateDesign(designId: $designId) {\n      regenerationsLeft\n      design {\n        ...OwnerDesignFields\n      }\n    }\n  }\n": typeof types.RegenerateDesignFromDashboardDocument,
    "\n  query ServedAdvertisement($placement: AdPlacement!) {\n    servedAdvertisement(placement: $placement) {\n      id\n      kind\n      title\n      description\n      mediaUrl\n      thumbnailUrl\n      width\n      height\n      companyName\n      viewableAfterMs\n      clickUrl\n      impressionToken\n    }\n  }\n": typeof types.ServedAdvertisementDocument,
};
const documents: Documents = {
    "\n  query PendingAdvertiserApplications {\n    pendingAdvertiserApplications {\n      id\n      companyName\n      contactEmail\n      contactPhone\n      website\n      createdAt\n      plan {\n        value\n        label\n        monthlyPrice\n      }\n    }\n  }\n": types.PendingAdvertiserApplicationsDocument,
    "\n  mutation ApproveAdvertiserApplication($id: ID!) {\n    approveAdvertiserApplication(id: $id) {\n      id\n      companyName\n    }\n  }\n": types.ApproveAdvertiserApplicationDocument,
    "\n  mutation RejectAdvertiserApplication($id: ID!, $reason: String!) {\n    rejectAdvertiserApplication(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n": types.RejectAdvertiserApplicationDocument,
    "\n  query InvalidAdTraffic($days: Int!) {\n    invalidAdTraffic(days: $days) {\n      from\n      to\n      impressions\n      clicks\n      reasons {\n        reason\n        impressions\n        clicks\n      }\n      ads {\n        advertisementId\n        title\n        companyName\n        impressions\n        clicks\n        reasons {\n          reason\n          impressions\n          clicks\n        }\n      }\n    }\n  }\n": types.InvalidAdTrafficDocument,
    "\n  query ModerationQueue {\n    moderationQueue {\n      contentType\n      contentId\n      text\n      imageUrl\n      createdAt\n      hidden\n      reportsCount\n      reportersCount\n      establishedReportersCount\n      reasons {\n        reason\n        count\n      }\n      firstReportedAt\n    }\n  }\n": types.ModerationQueueDocument,
    "\n  mutation HideCommunityContent($input: ModerateContentInput!) {\n    hideCommunityContent(input: $input) {\n      contentId\n      hidden\n    }\n  }\n": types.HideCommunityContentDocument,
    "\n  mutation RestoreCommunityContent($input: ModerateContentInput!) {\n    restoreCommunityContent(input: $input) {\n      contentId\n      hidden\n    }\n  }\n": types.RestoreCommunityContentDocument,
    "\n  query OrdersPanel($first: Int, $staleOffset: Int, $refundedOffset: Int) {\n    staleOrders(first: $first, offset: $staleOffset) {\n      total\n      olderThanHours\n      items {\n        id\n        placedAt\n        amountCents\n        storeName\n        shippingState\n        leadReturnedAt\n        leadExpiredAt\n      }\n    }\n    refundedOrders(first: $first, offset: $refundedOffset) {\n      total\n      items {\n        id\n        placedAt\n        refundedAt\n        amountCents\n        reason\n        storeName\n        shippingState\n      }\n    }\n  }\n": types.OrdersPanelDocument,
    "\n  query PayoutsPanel($first: Int, $storesOffset: Int, $merchantsOffset: Int) {\n    unpaidStoreWithdrawals(first: $first, offset: $storesOffset) {\n      total\n      items {\n        id\n        storeName\n        amountCents\n        status\n        attempts\n        lastError\n        requestedAt\n        nextAttemptAt\n      }\n    }\n    unpaidMerchantWithdrawals(first: $first, offset: $merchantsOffset) {\n      total\n      items {\n        id\n        businessName\n        username\n        amountCents\n        status\n        attempts\n        lastError\n        requestedAt\n        nextAttemptAt\n      }\n    }\n  }\n": types.PayoutsPanelDocument,
    "\n  query StoreFeesPanel($first: Int, $offset: Int, $attemptsOffset: Int) {\n    storeFeesDue(first: $first, offset: $offset) {\n      total\n      items {\n        dispensaryId\n        storeName\n        owner {\n          id\n          username\n        }\n        feeStatus\n        owed\n        amountCents\n        dueAt\n        daysPastDue\n      }\n    }\n    unresolvedFeeAttempts(first: $first, offset: $attemptsOffset) {\n      total\n      items {\n        id\n        owner {\n          id\n          username\n        }\n        dispensaryId\n        storeName\n        kind\n        amountCents\n        scheduled\n        paymentMethodId\n        createdAt\n      }\n    }\n  }\n": types.StoreFeesPanelDocument,
    "\n  mutation SettleFeeAttempt($input: SettleFeeAttemptInput!) {\n    settleFeeAttempt(input: $input) {\n      id\n      status\n      dispensaryId\n    }\n  }\n": types.SettleFeeAttemptDocument,
    "\n  fragment AdvertisingPlanFields on AdvertisingPlan {\n    value\n    label\n    monthlyPrice\n    popular\n    kind\n    maxDurationSeconds\n    description\n  }\n": types.AdvertisingPlanFieldsFragmentDoc,
    "\n  query AdvertisingPlans {\n    advertisingPlans {\n      ...AdvertisingPlanFields\n    }\n  }\n": types.AdvertisingPlansDocument,
    "\n  fragment AdvertiserApplicationFields on AdvertiserApplication {\n    id\n    companyName\n    contactEmail\n    status\n    rejectionReason\n    createdAt\n    reviewedAt\n    plan {\n      ...AdvertisingPlanFields\n    }\n  }\n": types.AdvertiserApplicationFieldsFragmentDoc,
    "\n  query AdvertiserStanding {\n    myAdvertiser {\n      id\n      companyName\n    }\n    myAdvertiserApplication {\n      ...AdvertiserApplicationFields\n    }\n  }\n": types.AdvertiserStandingDocument,
    "\n  mutation ApplyToAdvertise($input: ApplyToAdvertiseInput!) {\n    applyToAdvertise(input: $input) {\n      ...AdvertiserApplicationFields\n    }\n  }\n": types.ApplyToAdvertiseDocument,
    "\n  fragment AdvertisementFields on Advertisement {\n    id\n    kind\n    title\n    description\n    thumbnailUrl\n    durationSeconds\n    status\n    views\n    clicks\n    createdAt\n    activatedAt\n  }\n": types.AdvertisementFieldsFragmentDoc,
    "\n  fragment AdvertiserFields on Advertiser {\n    id\n    companyName\n    contactEmail\n    website\n    subscriptionStatus\n    monthlyFee\n    paidThrough\n    cancelAtPeriodEnd\n    cardBrand\n    cardLast4\n    plan {\n      ...AdvertisingPlanFields\n    }\n    advertisements {\n      ...AdvertisementFields\n    }\n  }\n": types.AdvertiserFieldsFragmentDoc,
    "\n  query AdvertiserDashboard {\n    myAdvertiser {\n      ...AdvertiserFields\n    }\n    myAdvertiserApplication {\n      ...AdvertiserApplicationFields\n    }\n  }\n": types.AdvertiserDashboardDocument,
    "\n  query AdvertiserStats {\n    myAdvertiser {\n      id\n      stats(days: 30) {\n        impressions\n        clicks\n        clickThroughRate\n        days {\n          day\n          impressions\n          clicks\n          clickThroughRate\n        }\n      }\n    }\n  }\n": types.AdvertiserStatsDocument,
    "\n  query AdvertiserBilling {\n    advertiserBillingPublishableKey\n  }\n": types.AdvertiserBillingDocument,
    "\n  mutation CreateAdvertiserOfflinePaymentMethod($card: AdvertiserCardInput!) {\n    createAdvertiserOfflinePaymentMethod(card: $card) {\n      id\n      brand\n      last4\n    }\n  }\n": types.CreateAdvertiserOfflinePaymentMethodDocument,
    "\n  mutation PayAdvertisingPlan($paymentMethodId: String!) {\n    payAdvertisingPlan(paymentMethodId: $paymentMethodId) {\n      ...AdvertiserFields\n    }\n  }\n": types.PayAdvertisingPlanDocument,
    "\n  mutation UploadAdvertisement($input: UploadAdvertisementInput!) {\n    uploadAdvertisement(input: $input) {\n      ...AdvertisementFields\n    }\n  }\n": types.UploadAdvertisementDocument,
    "\n  mutation CancelAdvertisingPlan {\n    cancelAdvertisingPlan {\n      ...AdvertiserFields\n    }\n  }\n": types.CancelAdvertisingPlanDocument,
    "\n  mutation KeepAdvertisingPlan {\n    payAdvertisingPlan {\n      ...AdvertiserFields\n    }\n  }\n": types.KeepAdvertisingPlanDocument,
    "\n  mutation ChangeAdvertiserCard($paymentMethodId: String!) {\n    changeAdvertiserCard(paymentMethodId: $paymentMethodId) {\n      ...AdvertiserFields\n    }\n  }\n": types.ChangeAdvertiserCardDocument,
    "\n  fragment MyDispensaryFields on Dispensary {\n    id\n    name\n    businessType\n    address\n    city\n    state\n    zipCode\n    qrCodeUrl\n    storeUrl\n    totalRevenue\n    availableBalance\n    viewCount\n    designCount\n    designs {\n      id\n      name\n      frontImageUrl\n    }\n    generation {\n      status\n      ready\n      expected\n    }\n    feeStatus\n    renewsAt\n    feePayments {\n      id\n      kind\n      amount\n      paidAt\n      renewsAt\n    }\n  }\n": types.MyDispensaryFieldsFragmentDoc,
    "\n  query MyDispensary {\n    myDispensary {\n      ...MyDispensaryFields\n    }\n  }\n": types.MyDispensaryDocument,
    "\n  query MyStore {\n    myDispensary {\n      id\n      name\n    }\n  }\n": types.MyStoreDocument,
    "\n  mutation CreateDispensary($input: CreateDispensaryInput!) {\n    createDispensary(input: $input) {\n      ...MyDispensaryFields\n    }\n  }\n": types.CreateDispensaryDocument,
    "\n  mutation RequestDesigns($input: RequestDesignsInput!) {\n    requestDesigns(input: $input) {\n      message\n      dispensary {\n        ...MyDispensaryFields\n      }\n    }\n  }\n": types.RequestDesignsDocument,
    "\n  fragment StoreCardFields on Dispensary {\n    id\n    name\n    businessType\n    address\n    city\n    state\n    qrCodeUrl\n    designCount\n    designs(first: $first) {\n      id\n      name\n      thumbnailUrl\n    }\n  }\n": types.StoreCardFieldsFragmentDoc,
    "\n  query MarketplaceStores($first: Int!) {\n    dispensaries {\n      ...StoreCardFields\n    }\n  }\n": types.MarketplaceStoresDocument,
    "\n  query StateDispensaries($state: String!, $first: Int!) {\n    dispensaries(state: $state) {\n      ...StoreCardFields\n    }\n  }\n": types.StateDispensariesDocument,
    "\n  query StateStoreCounts {\n    stateStoreCounts {\n      code\n      name\n      storeCount\n    }\n  }\n": types.StateStoreCountsDocument,
    "\n  query Store($id: ID!) {\n    dispensary(id: $id) {\n      id\n      name\n      businessType\n      address\n      city\n      state\n      qrCodeUrl\n      designCount\n      designs {\n        id\n        name\n        frontImageUrl\n        createdAt\n        ...DesignReactionsOnDesign\n      }\n    }\n  }\n": types.StoreDocument,
    "\n  query ProductDesign($id: ID!) {\n    design(id: $id) {\n      id\n      name\n      dispensaryId\n      storeName\n      isCustom\n      artworkUrl\n      frontImageUrl\n      shirtColor\n      ...DesignReactionsOnDesign\n    }\n  }\n": types.ProductDesignDocument,
    "\n  fragment DesignReactionsOnDesign on Design {\n    reactions {\n      hearts\n      thumbsUp\n      mine\n    }\n  }\n": types.DesignReactionsOnDesignFragmentDoc,
    "\n  mutation ReactToDesign($input: ReactToDesignInput!) {\n    reactToDesign(input: $input) {\n      __typename\n      hearts\n      thumbsUp\n      mine\n    }\n  }\n": types.ReactToDesignDocument,
    "\n  mutation RecordStoreView($input: RecordStoreViewInput!) {\n    recordStoreView(input: $input)\n  }\n": types.RecordStoreViewDocument,
    "\n  mutation GenerateCustomDesign($input: GenerateCustomDesignInput!) {\n    generateCustomDesign(input: $input) {\n      id\n      name\n      price\n      frontImageUrl\n      isCustom\n      shirtColor\n    }\n  }\n": types.GenerateCustomDesignDocument,
    "\n  query CustomDesignPreview($prompt: String!) {\n    customDesignPreview(prompt: $prompt) {\n      reading {\n        subjects {\n          word\n          drawnAs\n        }\n        relations {\n          subject\n          relation\n          object\n        }\n        style\n        inks {\n          name\n          hex\n        }\n        shirt {\n          name\n          hex\n        }\n        text\n        noText\n        notUnderstood\n        brief\n      }\n      imageDataUrl\n      madeBy\n    }\n  }\n": types.CustomDesignPreviewDocument,
    "\n  query DispensaryFeeSettings {\n    dispensaryFeeSettings {\n      cardProvider\n      stripePublishableKey\n      signOnFee\n      annualRenewal\n    }\n  }\n": types.DispensaryFeeSettingsDocument,
    "\n  mutation CreateDispensaryOfflinePaymentMethod($card: DispensaryCardInput!) {\n    createDispensaryOfflinePaymentMethod(card: $card) {\n      id\n      brand\n      last4\n    }\n  }\n": types.CreateDispensaryOfflinePaymentMethodDocument,
    "\n  mutation PayDispensaryFee($paymentMethodId: String!) {\n    payDispensaryFee(paymentMethodId: $paymentMethodId) {\n      ...MyDispensaryFields\n    }\n  }\n": types.PayDispensaryFeeDocument,
    "\n  fragment CartFields on Cart {\n    sessionId\n    itemCount\n    subtotal\n    shipping\n    total\n    items {\n      id\n      designId\n      size\n      color\n      quantity\n      unitPrice\n      lineTotal\n      design {\n        id\n        name\n        frontImageUrl\n        artworkUrl\n        dispensaryId\n      }\n    }\n  }\n": types.CartFieldsFragmentDoc,
    "\n  query Cart($sessionId: String!) {\n    cart(sessionId: $sessionId) {\n      ...CartFields\n    }\n  }\n": types.CartDocument,
    "\n  query CartCount($sessionId: String!) {\n    cart(sessionId: $sessionId) {\n      sessionId\n      itemCount\n    }\n  }\n": types.CartCountDocument,
    "\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      id\n      designId\n      size\n      color\n      quantity\n    }\n  }\n": types.AddToCartDocument,
    "\n  mutation UpdateCartItem($input: UpdateCartItemInput!) {\n    updateCartItem(input: $input) {\n      id\n      quantity\n      lineTotal\n    }\n  }\n": types.UpdateCartItemDocument,
    "\n  mutation RemoveCartItem($input: RemoveCartItemInput!) {\n    removeCartItem(input: $input)\n  }\n": types.RemoveCartItemDocument,
    "\n  query PaymentSettings {\n    paymentSettings {\n      cardProvider\n      stripePublishableKey\n      walletProvider\n      payoutProvider\n    }\n  }\n": types.PaymentSettingsDocument,
    "\n  mutation CreatePaymentIntent($input: CreatePaymentIntentInput!) {\n    createPaymentIntent(input: $input) {\n      paymentIntentId\n      clientSecret\n      amount\n      provider\n    }\n  }\n": types.CreatePaymentIntentDocument,
    "\n  mutation ConfirmOfflineCardPayment($input: ConfirmOfflineCardPaymentInput!) {\n    confirmOfflineCardPayment(input: $input) {\n      paymentIntentId\n      status\n    }\n  }\n": types.ConfirmOfflineCardPaymentDocument,
    "\n  fragment WalletOrderFields on WalletOrder {\n    id\n    status\n    amount\n    approveUrl\n  }\n": types.WalletOrderFieldsFragmentDoc,
    "\n  mutation CreateWalletOrder($input: CreateWalletOrderInput!) {\n    createWalletOrder(input: $input) {\n      ...WalletOrderFields\n    }\n  }\n": types.CreateWalletOrderDocument,
    "\n  query WalletOrder($id: ID!) {\n    walletOrder(id: $id) {\n      ...WalletOrderFields\n    }\n  }\n": types.WalletOrderDocument,
    "\n  mutation ApproveWalletOrder($id: ID!) {\n    approveWalletOrder(id: $id) {\n      ...WalletOrderFields\n    }\n  }\n": types.ApproveWalletOrderDocument,
    "\n  mutation CancelWalletOrder($id: ID!) {\n    cancelWalletOrder(id: $id) {\n      ...WalletOrderFields\n    }\n  }\n": types.CancelWalletOrderDocument,
    "\n  mutation CaptureWalletOrder($id: ID!) {\n    captureWalletOrder(id: $id) {\n      ...WalletOrderFields\n    }\n  }\n": types.CaptureWalletOrderDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      id\n      receiptPath\n      totalAmount\n      createdAt\n    }\n  }\n": types.PlaceOrderDocument,
    "\n  query Receipt($token: String!) {\n    receipt(token: $token) {\n      id\n      receiptPath\n      customerName\n      customerEmail\n      shippingAddress\n      shippingCity\n      shippingState\n      shippingZip\n      items {\n        designId\n        designName\n        frontImageUrl\n        size\n        color\n        quantity\n        price\n      }\n      totalAmount\n      paymentMethod\n      paymentStatus\n      fulfillmentStatus\n      createdAt\n      acceptedAt\n      fulfilledAt\n      tracking {\n        carrier\n        trackingNumber\n        trackingUrl\n      }\n    }\n  }\n": types.ReceiptDocument,
    "\n  fragment StoreMoneyFields on Dispensary {\n    id\n    totalRevenue\n    availableBalance\n    heldBalance\n    reversedRevenue\n    nextEligibleAt\n    pendingWithdrawalCount\n    withdrawals {\n      id\n      amount\n      status\n      eligibleAt\n      requestedAt\n      processedAt\n    }\n  }\n": types.StoreMoneyFieldsFragmentDoc,
    "\n  query StoreMoney {\n    myDispensary {\n      ...StoreMoneyFields\n    }\n  }\n": types.StoreMoneyDocument,
    "\n  mutation RequestWithdrawal($input: RequestWithdrawalInput!) {\n    requestWithdrawal(input: $input) {\n      id\n      amount\n      status\n      eligibleAt\n      requestedAt\n      processedAt\n    }\n  }\n": types.RequestWithdrawalDocument,
    "\n  query CommunityProfile($sessionId: String!) {\n    communityProfile(sessionId: $sessionId) {\n      id\n      displayName\n      avatarUrl\n      bio\n      city\n      state\n      birthday\n      createdAt\n    }\n  }\n": types.CommunityProfileDocument,
    "\n  query ActiveQuestion {\n    activeQuestion {\n      id\n      questionText\n    }\n  }\n": types.ActiveQuestionDocument,
    "\n  fragment CommunityAuthorFields on CommunityAuthor {\n    id\n    displayName\n    avatarUrl\n    city\n    state\n  }\n": types.CommunityAuthorFieldsFragmentDoc,
    "\n  fragment CommunityPostFields on CommunityPost {\n    id\n    profileId\n    questionId\n    brandName\n    productName\n    postText\n    imageUrl\n    thumbnailUrl\n    likesCount\n    lovesCount\n    commentsCount\n    userReactions\n    createdAt\n    profile {\n      ...CommunityAuthorFields\n    }\n    dispensaryId\n    dispensary {\n      id\n      name\n      city\n      state\n    }\n  }\n": types.CommunityPostFieldsFragmentDoc,
    "\n  query CommunityPosts($sessionId: String!, $first: Int!, $after: String) {\n    communityPosts(sessionId: $sessionId, first: $first, after: $after) {\n      nextCursor\n      posts {\n        ...CommunityPostFields\n      }\n    }\n  }\n": types.CommunityPostsDocument,
    "\n  fragment CommunityCommentFields on CommunityComment {\n    id\n    postId\n    profileId\n    commentText\n    createdAt\n    profile {\n      ...CommunityAuthorFields\n    }\n  }\n": types.CommunityCommentFieldsFragmentDoc,
    "\n  query CommunityPostComments($postId: ID!) {\n    communityPostComments(postId: $postId) {\n      ...CommunityCommentFields\n    }\n  }\n": types.CommunityPostCommentsDocument,
    "\n  mutation ReactToCommunityPost($input: ReactToCommunityPostInput!) {\n    reactToCommunityPost(input: $input) {\n      reactionType\n      reacted\n      likesCount\n      lovesCount\n    }\n  }\n": types.ReactToCommunityPostDocument,
    "\n  mutation CommentOnCommunityPost($input: CommentOnCommunityPostInput!) {\n    commentOnCommunityPost(input: $input) {\n      ...CommunityCommentFields\n    }\n  }\n": types.CommentOnCommunityPostDocument,
    "\n  mutation ReportContent($input: ReportContentInput!) {\n    reportContent(input: $input) {\n      reported\n      hidden\n    }\n  }\n": types.ReportContentDocument,
    "\n  query CommunityStores {\n    dispensaries {\n      id\n      name\n      city\n      state\n    }\n  }\n": types.CommunityStoresDocument,
    "\n  fragment FeedPostFields on FeedPost {\n    id\n    content\n    imageUrls\n    thumbnailUrls\n    createdAt\n    likesCount\n    commentsCount\n    isLiked\n    author {\n      username\n      avatarUrl\n    }\n    comments {\n      id\n      postId\n      content\n      createdAt\n      author {\n        username\n        avatarUrl\n      }\n    }\n  }\n": types.FeedPostFieldsFragmentDoc,
    "\n  query FeedPosts($first: Int!, $after: String) {\n    feedPosts(first: $first, after: $after) {\n      nextCursor\n      posts {\n        ...FeedPostFields\n      }\n    }\n  }\n": types.FeedPostsDocument,
    "\n  mutation ToggleFeedPostLike($postId: ID!, $liked: Boolean) {\n    toggleFeedPostLike(postId: $postId, liked: $liked) {\n      liked\n      likesCount\n    }\n  }\n": types.ToggleFeedPostLikeDocument,
    "\n  mutation CommentOnFeedPost($postId: ID!, $content: String!) {\n    commentOnFeedPost(postId: $postId, content: $content) {\n      id\n      postId\n      content\n      createdAt\n      author {\n        username\n        avatarUrl\n      }\n    }\n  }\n": types.CommentOnFeedPostDocument,
    "\n  query StoreMentions($first: Int!) {\n    myDispensary {\n      id\n      mentions(first: $first) {\n        id\n        brandName\n        productName\n        postText\n        likesCount\n        createdAt\n      }\n    }\n  }\n": types.StoreMentionsDocument,
    "\n  fragment MerchantFields on Merchant {\n    id\n    businessName\n    address\n    city\n    state\n    zip\n    subscriptionStatus\n    currentPeriodEnd\n    cancelAtPeriodEnd\n    cardBrand\n    cardLast4\n    monthlyFee\n    totalRevenue\n    availableBalance\n    ordersFulfilled\n    isActive\n  }\n": types.MerchantFieldsFragmentDoc,
    "\n  query MyMerchant {\n    myMerchant {\n      ...MerchantFields\n    }\n  }\n": types.MyMerchantDocument,
    "\n  query MerchantPaymentSettings {\n    merchantPaymentSettings {\n      cardProvider\n      payoutProvider\n      stripePublishableKey\n      monthlyFee\n    }\n  }\n": types.MerchantPaymentSettingsDocument,
    "\n  fragment PendingLeadFields on Lead {\n    orderId\n    shortId\n    status\n    customerName\n    shippingCity\n    shippingState\n    items {\n      designId\n      designName\n      frontImageUrl\n      size\n      color\n      quantity\n    }\n    shirtCount\n    merchantEarnings\n    inYourState\n    reoffered\n    placedAt\n  }\n": types.PendingLeadFieldsFragmentDoc,
    "\n  fragment ActiveLeadFields on Lead {\n    orderId\n    shortId\n    status\n    customerName\n    customerEmail\n    shippingAddress\n    shippingCity\n    shippingState\n    shippingZip\n    items {\n      designId\n      designName\n      frontImageUrl\n      printFileUrl\n      printFileName\n      size\n      color\n      quantity\n    }\n    shirtCount\n    merchantEarnings\n    placedAt\n    acceptedAt\n  }\n": types.ActiveLeadFieldsFragmentDoc,
    "\n  fragment CompletedLeadFields on Lead {\n    orderId\n    shortId\n    status\n    customerName\n    shippingCity\n    shippingState\n    shirtCount\n    merchantEarnings\n    fulfilledAt\n  }\n": types.CompletedLeadFieldsFragmentDoc,
    "\n  query LeadsChanged($seen: String) {\n    leadsChanged(seen: $seen)\n  }\n": types.LeadsChangedDocument,
    "\n  query MerchantOrders($first: Int) {\n    merchantOrders(first: $first) {\n      pending {\n        ...PendingLeadFields\n      }\n      active {\n        ...ActiveLeadFields\n      }\n      fulfilled {\n        ...CompletedLeadFields\n      }\n    }\n  }\n": types.MerchantOrdersDocument,
    "\n  mutation CreateOfflinePaymentMethod($card: OfflineCardInput!) {\n    createOfflinePaymentMethod(card: $card) {\n      id\n      brand\n      last4\n    }\n  }\n": types.CreateOfflinePaymentMethodDocument,
    "\n  mutation CreateMerchant($input: CreateMerchantInput!) {\n    createMerchant(input: $input) {\n      ...MerchantFields\n    }\n  }\n": types.CreateMerchantDocument,
    "\n  mutation ResumeMerchantSubscription($paymentMethodId: String!) {\n    resumeMerchantSubscription(paymentMethodId: $paymentMethodId) {\n      ...MerchantFields\n    }\n  }\n": types.ResumeMerchantSubscriptionDocument,
    "\n  mutation AcceptOrder($orderId: ID!) {\n    acceptOrder(orderId: $orderId) {\n      orderId\n      status\n    }\n  }\n": types.AcceptOrderDocument,
    "\n  mutation FulfillOrder($orderId: ID!, $tracking: ShipmentTrackingInput) {\n    fulfillOrder(orderId: $orderId, tracking: $tracking) {\n      orderId\n      status\n    }\n  }\n": types.FulfillOrderDocument,
    "\n  fragment MerchantWithdrawalFields on MerchantWithdrawal {\n    id\n    amount\n    status\n    requestedAt\n    processedAt\n  }\n": types.MerchantWithdrawalFieldsFragmentDoc,
    "\n  query MerchantWithdrawals {\n    merchantWithdrawals {\n      ...MerchantWithdrawalFields\n    }\n  }\n": types.MerchantWithdrawalsDocument,
    "\n  mutation RequestMerchantWithdrawal($stripeAccountId: String) {\n    requestMerchantWithdrawal(stripeAccountId: $stripeAccountId) {\n      ...MerchantWithdrawalFields\n    }\n  }\n": types.RequestMerchantWithdrawalDocument,
    "\n  query Me {\n    me {\n      id\n      username\n      email\n      firstName\n      lastName\n      role\n    }\n  }\n": types.MeDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        id\n        username\n        role\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        id\n        username\n        role\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation CancelMerchantSubscription {\n    cancelMerchantSubscription {\n      ...MerchantFields\n    }\n  }\n": types.CancelMerchantSubscriptionDocument,
    "\n  mutation KeepMerchantSubscription {\n    resumeMerchantSubscription {\n      ...MerchantFields\n    }\n  }\n": types.KeepMerchantSubscriptionDocument,
    "\n  mutation ChangeMerchantCard($paymentMethodId: String!) {\n    changeMerchantCard(paymentMethodId: $paymentMethodId) {\n      ...MerchantFields\n    }\n  }\n": types.ChangeMerchantCardDocument,
    "\n  mutation LookUpMyOrders($input: OrderLookupInput!) {\n    lookUpOrders(input: $input) {\n      message\n    }\n  }\n": types.LookUpMyOrdersDocument,
    "\n  query DevMailboxPage {\n    devMailbox {\n      id\n      to\n      subject\n      text\n      html\n      sentAt\n    }\n  }\n": types.DevMailboxPageDocument,
    "\n  query OwnerDesigns {\n    myDispensary {\n      id\n      regenerationsLeft\n      brandKit {\n        colors\n        slogans\n        logoUrl\n      }\n      ownerDesigns {\n        ...OwnerDesignFields\n      }\n    }\n  }\n": types.OwnerDesignsDocument,
    "\n  fragment OwnerDesignFields on Design {\n    id\n    name\n    thumbnailUrl\n    frontImageUrl\n    hidden\n    replacedById\n    regenerating\n  }\n": types.OwnerDesignFieldsFragmentDoc,
    "\n  mutation SaveBrandKitFromDashboard($input: SaveBrandKitInput!) {\n    saveBrandKit(input: $input) {\n      colors\n      slogans\n      logoUrl\n    }\n  }\n": types.SaveBrandKitFromDashboardDocument,
    "\n  mutation UploadBrandLogoFromDashboard($input: UploadBrandLogoInput!) {\n    uploadBrandLogo(input: $input) {\n      colors\n      slogans\n      logoUrl\n    }\n  }\n": types.UploadBrandLogoFromDashboardDocument,
    "\n  mutation SetDesignHiddenFromDashboard($input: SetDesignHiddenInput!) {\n    setDesignHidden(input: $input) {\n      ...OwnerDesignFields\n    }\n  }\n": types.SetDesignHiddenFromDashboardDocument,
    "\n  mutation RegenerateDesignFromDashboard($designId: ID!) {\n    regenerateDesign(designId: $designId) {\n      regenerationsLeft\n      design {\n        ...OwnerDesignFields\n      }\n    }\n  }\n": types.RegenerateDesignFromDashboardDocument,
    "\n  query ServedAdvertisement($placement: AdPlacement!) {\n    servedAdvertisement(placement: $placement) {\n      id\n      kind\n      title\n      description\n      mediaUrl\n      thumbnailUrl\n      width\n      height\n      companyName\n      viewableAfterMs\n      clickUrl\n      impressionToken\n    }\n  }\n": types.ServedAdvertisementDocument,
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
export function graphql(source: "\n  query PendingAdvertiserApplications {\n    pendingAdvertiserApplications {\n      id\n      companyName\n      contactEmail\n      contactPhone\n      website\n      createdAt\n      plan {\n        value\n        label\n        monthlyPrice\n      }\n    }\n  }\n"): (typeof documents)["\n  query PendingAdvertiserApplications {\n    pendingAdvertiserApplications {\n      id\n      companyName\n      contactEmail\n      contactPhone\n      website\n      createdAt\n      plan {\n        value\n        label\n        monthlyPrice\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveAdvertiserApplication($id: ID!) {\n    approveAdvertiserApplication(id: $id) {\n      id\n      companyName\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveAdvertiserApplication($id: ID!) {\n    approveAdvertiserApplication(id: $id) {\n      id\n      companyName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectAdvertiserApplication($id: ID!, $reason: String!) {\n    rejectAdvertiserApplication(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RejectAdvertiserApplication($id: ID!, $reason: String!) {\n    rejectAdvertiserApplication(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvalidAdTraffic($days: Int!) {\n    invalidAdTraffic(days: $days) {\n      from\n      to\n      impressions\n      clicks\n      reasons {\n        reason\n        impressions\n        clicks\n      }\n      ads {\n        advertisementId\n        title\n        companyName\n        impressions\n        clicks\n        reasons {\n          reason\n          impressions\n          clicks\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query InvalidAdTraffic($days: Int!) {\n    invalidAdTraffic(days: $days) {\n      from\n      to\n      impressions\n      clicks\n      reasons {\n        reason\n        impressions\n        clicks\n      }\n      ads {\n        advertisementId\n        title\n        companyName\n        impressions\n        clicks\n        reasons {\n          reason\n          impressions\n          clicks\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModerationQueue {\n    moderationQueue {\n      contentType\n      contentId\n      text\n      imageUrl\n      createdAt\n      hidden\n      reportsCount\n      reportersCount\n      establishedReportersCount\n      reasons {\n        reason\n        count\n      }\n      firstReportedAt\n    }\n  }\n"): (typeof documents)["\n  query ModerationQueue {\n    moderationQueue {\n      contentType\n      contentId\n      text\n      imageUrl\n      createdAt\n      hidden\n      reportsCount\n      reportersCount\n      establishedReportersCount\n      reasons {\n        reason\n        count\n      }\n      firstReportedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HideCommunityContent($input: ModerateContentInput!) {\n    hideCommunityContent(input: $input) {\n      contentId\n      hidden\n    }\n  }\n"): (typeof documents)["\n  mutation HideCommunityContent($input: ModerateContentInput!) {\n    hideCommunityContent(input: $input) {\n      contentId\n      hidden\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreCommunityContent($input: ModerateContentInput!) {\n    restoreCommunityContent(input: $input) {\n      contentId\n      hidden\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreCommunityContent($input: ModerateContentInput!) {\n    restoreCommunityContent(input: $input) {\n      contentId\n      hidden\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrdersPanel($first: Int, $staleOffset: Int, $refundedOffset: Int) {\n    staleOrders(first: $first, offset: $staleOffset) {\n      total\n      olderThanHours\n      items {\n        id\n        placedAt\n        amountCents\n        storeName\n        shippingState\n        leadReturnedAt\n        leadExpiredAt\n      }\n    }\n    refundedOrders(first: $first, offset: $refundedOffset) {\n      total\n      items {\n        id\n        placedAt\n        refundedAt\n        amountCents\n        reason\n        storeName\n        shippingState\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrdersPanel($first: Int, $staleOffset: Int, $refundedOffset: Int) {\n    staleOrders(first: $first, offset: $staleOffset) {\n      total\n      olderThanHours\n      items {\n        id\n        placedAt\n        amountCents\n        storeName\n        shippingState\n        leadReturnedAt\n        leadExpiredAt\n      }\n    }\n    refundedOrders(first: $first, offset: $refundedOffset) {\n      total\n      items {\n        id\n        placedAt\n        refundedAt\n        amountCents\n        reason\n        storeName\n        shippingState\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayoutsPanel($first: Int, $storesOffset: Int, $merchantsOffset: Int) {\n    unpaidStoreWithdrawals(first: $first, offset: $storesOffset) {\n      total\n      items {\n        id\n        storeName\n        amountCents\n        status\n        attempts\n        lastError\n        requestedAt\n        nextAttemptAt\n      }\n    }\n    unpaidMerchantWithdrawals(first: $first, offset: $merchantsOffset) {\n      total\n      items {\n        id\n        businessName\n        username\n        amountCents\n        status\n        attempts\n        lastError\n        requestedAt\n        nextAttemptAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query PayoutsPanel($first: Int, $storesOffset: Int, $merchantsOffset: Int) {\n    unpaidStoreWithdrawals(first: $first, offset: $storesOffset) {\n      total\n      items {\n        id\n        storeName\n        amountCents\n        status\n        attempts\n        lastError\n        requestedAt\n        nextAttemptAt\n      }\n    }\n    unpaidMerchantWithdrawals(first: $first, offset: $merchantsOffset) {\n      total\n      items {\n        id\n        businessName\n        username\n        amountCents\n        status\n        attempts\n        lastError\n        requestedAt\n        nextAttemptAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreFeesPanel($first: Int, $offset: Int, $attemptsOffset: Int) {\n    storeFeesDue(first: $first, offset: $offset) {\n      total\n      items {\n        dispensaryId\n        storeName\n        owner {\n          id\n          username\n        }\n        feeStatus\n        owed\n        amountCents\n        dueAt\n        daysPastDue\n      }\n    }\n    unresolvedFeeAttempts(first: $first, offset: $attemptsOffset) {\n      total\n      items {\n        id\n        owner {\n          id\n          username\n        }\n        dispensaryId\n        storeName\n        kind\n        amountCents\n        scheduled\n        paymentMethodId\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query StoreFeesPanel($first: Int, $offset: Int, $attemptsOffset: Int) {\n    storeFeesDue(first: $first, offset: $offset) {\n      total\n      items {\n        dispensaryId\n        storeName\n        owner {\n          id\n          username\n        }\n        feeStatus\n        owed\n        amountCents\n        dueAt\n        daysPastDue\n      }\n    }\n    unresolvedFeeAttempts(first: $first, offset: $attemptsOffset) {\n      total\n      items {\n        id\n        owner {\n          id\n          username\n        }\n        dispensaryId\n        storeName\n        kind\n        amountCents\n        scheduled\n        paymentMethodId\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettleFeeAttempt($input: SettleFeeAttemptInput!) {\n    settleFeeAttempt(input: $input) {\n      id\n      status\n      dispensaryId\n    }\n  }\n"): (typeof documents)["\n  mutation SettleFeeAttempt($input: SettleFeeAttemptInput!) {\n    settleFeeAttempt(input: $input) {\n      id\n      status\n      dispensaryId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdvertisingPlanFields on AdvertisingPlan {\n    value\n    label\n    monthlyPrice\n    popular\n    kind\n    maxDurationSeconds\n    description\n  }\n"): (typeof documents)["\n  fragment AdvertisingPlanFields on AdvertisingPlan {\n    value\n    label\n    monthlyPrice\n    popular\n    kind\n    maxDurationSeconds\n    description\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdvertisingPlans {\n    advertisingPlans {\n      ...AdvertisingPlanFields\n    }\n  }\n"): (typeof documents)["\n  query AdvertisingPlans {\n    advertisingPlans {\n      ...AdvertisingPlanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdvertiserApplicationFields on AdvertiserApplication {\n    id\n    companyName\n    contactEmail\n    status\n    rejectionReason\n    createdAt\n    reviewedAt\n    plan {\n      ...AdvertisingPlanFields\n    }\n  }\n"): (typeof documents)["\n  fragment AdvertiserApplicationFields on AdvertiserApplication {\n    id\n    companyName\n    contactEmail\n    status\n    rejectionReason\n    createdAt\n    reviewedAt\n    plan {\n      ...AdvertisingPlanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdvertiserStanding {\n    myAdvertiser {\n      id\n      companyName\n    }\n    myAdvertiserApplication {\n      ...AdvertiserApplicationFields\n    }\n  }\n"): (typeof documents)["\n  query AdvertiserStanding {\n    myAdvertiser {\n      id\n      companyName\n    }\n    myAdvertiserApplication {\n      ...AdvertiserApplicationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyToAdvertise($input: ApplyToAdvertiseInput!) {\n    applyToAdvertise(input: $input) {\n      ...AdvertiserApplicationFields\n    }\n  }\n"): (typeof documents)["\n  mutation ApplyToAdvertise($input: ApplyToAdvertiseInput!) {\n    applyToAdvertise(input: $input) {\n      ...AdvertiserApplicationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdvertisementFields on Advertisement {\n    id\n    kind\n    title\n    description\n    thumbnailUrl\n    durationSeconds\n    status\n    views\n    clicks\n    createdAt\n    activatedAt\n  }\n"): (typeof documents)["\n  fragment AdvertisementFields on Advertisement {\n    id\n    kind\n    title\n    description\n    thumbnailUrl\n    durationSeconds\n    status\n    views\n    clicks\n    createdAt\n    activatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdvertiserFields on Advertiser {\n    id\n    companyName\n    contactEmail\n    website\n    subscriptionStatus\n    monthlyFee\n    paidThrough\n    cancelAtPeriodEnd\n    cardBrand\n    cardLast4\n    plan {\n      ...AdvertisingPlanFields\n    }\n    advertisements {\n      ...AdvertisementFields\n    }\n  }\n"): (typeof documents)["\n  fragment AdvertiserFields on Advertiser {\n    id\n    companyName\n    contactEmail\n    website\n    subscriptionStatus\n    monthlyFee\n    paidThrough\n    cancelAtPeriodEnd\n    cardBrand\n    cardLast4\n    plan {\n      ...AdvertisingPlanFields\n    }\n    advertisements {\n      ...AdvertisementFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdvertiserDashboard {\n    myAdvertiser {\n      ...AdvertiserFields\n    }\n    myAdvertiserApplication {\n      ...AdvertiserApplicationFields\n    }\n  }\n"): (typeof documents)["\n  query AdvertiserDashboard {\n    myAdvertiser {\n      ...AdvertiserFields\n    }\n    myAdvertiserApplication {\n      ...AdvertiserApplicationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdvertiserStats {\n    myAdvertiser {\n      id\n      stats(days: 30) {\n        impressions\n        clicks\n        clickThroughRate\n        days {\n          day\n          impressions\n          clicks\n          clickThroughRate\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdvertiserStats {\n    myAdvertiser {\n      id\n      stats(days: 30) {\n        impressions\n        clicks\n        clickThroughRate\n        days {\n          day\n          impressions\n          clicks\n          clickThroughRate\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdvertiserBilling {\n    advertiserBillingPublishableKey\n  }\n"): (typeof documents)["\n  query AdvertiserBilling {\n    advertiserBillingPublishableKey\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAdvertiserOfflinePaymentMethod($card: AdvertiserCardInput!) {\n    createAdvertiserOfflinePaymentMethod(card: $card) {\n      id\n      brand\n      last4\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAdvertiserOfflinePaymentMethod($card: AdvertiserCardInput!) {\n    createAdvertiserOfflinePaymentMethod(card: $card) {\n      id\n      brand\n      last4\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayAdvertisingPlan($paymentMethodId: String!) {\n    payAdvertisingPlan(paymentMethodId: $paymentMethodId) {\n      ...AdvertiserFields\n    }\n  }\n"): (typeof documents)["\n  mutation PayAdvertisingPlan($paymentMethodId: String!) {\n    payAdvertisingPlan(paymentMethodId: $paymentMethodId) {\n      ...AdvertiserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadAdvertisement($input: UploadAdvertisementInput!) {\n    uploadAdvertisement(input: $input) {\n      ...AdvertisementFields\n    }\n  }\n"): (typeof documents)["\n  mutation UploadAdvertisement($input: UploadAdvertisementInput!) {\n    uploadAdvertisement(input: $input) {\n      ...AdvertisementFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelAdvertisingPlan {\n    cancelAdvertisingPlan {\n      ...AdvertiserFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelAdvertisingPlan {\n    cancelAdvertisingPlan {\n      ...AdvertiserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KeepAdvertisingPlan {\n    payAdvertisingPlan {\n      ...AdvertiserFields\n    }\n  }\n"): (typeof documents)["\n  mutation KeepAdvertisingPlan {\n    payAdvertisingPlan {\n      ...AdvertiserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeAdvertiserCard($paymentMethodId: String!) {\n    changeAdvertiserCard(paymentMethodId: $paymentMethodId) {\n      ...AdvertiserFields\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeAdvertiserCard($paymentMethodId: String!) {\n    changeAdvertiserCard(paymentMethodId: $paymentMethodId) {\n      ...AdvertiserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyDispensaryFields on Dispensary {\n    id\n    name\n    businessType\n    address\n    city\n    state\n    zipCode\n    qrCodeUrl\n    storeUrl\n    totalRevenue\n    availableBalance\n    viewCount\n    designCount\n    designs {\n      id\n      name\n      frontImageUrl\n    }\n    generation {\n      status\n      ready\n      expected\n    }\n    feeStatus\n    renewsAt\n    feePayments {\n      id\n      kind\n      amount\n      paidAt\n      renewsAt\n    }\n  }\n"): (typeof documents)["\n  fragment MyDispensaryFields on Dispensary {\n    id\n    name\n    businessType\n    address\n    city\n    state\n    zipCode\n    qrCodeUrl\n    storeUrl\n    totalRevenue\n    availableBalance\n    viewCount\n    designCount\n    designs {\n      id\n      name\n      frontImageUrl\n    }\n    generation {\n      status\n      ready\n      expected\n    }\n    feeStatus\n    renewsAt\n    feePayments {\n      id\n      kind\n      amount\n      paidAt\n      renewsAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyDispensary {\n    myDispensary {\n      ...MyDispensaryFields\n    }\n  }\n"): (typeof documents)["\n  query MyDispensary {\n    myDispensary {\n      ...MyDispensaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyStore {\n    myDispensary {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query MyStore {\n    myDispensary {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDispensary($input: CreateDispensaryInput!) {\n    createDispensary(input: $input) {\n      ...MyDispensaryFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDispensary($input: CreateDispensaryInput!) {\n    createDispensary(input: $input) {\n      ...MyDispensaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestDesigns($input: RequestDesignsInput!) {\n    requestDesigns(input: $input) {\n      message\n      dispensary {\n        ...MyDispensaryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestDesigns($input: RequestDesignsInput!) {\n    requestDesigns(input: $input) {\n      message\n      dispensary {\n        ...MyDispensaryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StoreCardFields on Dispensary {\n    id\n    name\n    businessType\n    address\n    city\n    state\n    qrCodeUrl\n    designCount\n    designs(first: $first) {\n      id\n      name\n      thumbnailUrl\n    }\n  }\n"): (typeof documents)["\n  fragment StoreCardFields on Dispensary {\n    id\n    name\n    businessType\n    address\n    city\n    state\n    qrCodeUrl\n    designCount\n    designs(first: $first) {\n      id\n      name\n      thumbnailUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MarketplaceStores($first: Int!) {\n    dispensaries {\n      ...StoreCardFields\n    }\n  }\n"): (typeof documents)["\n  query MarketplaceStores($first: Int!) {\n    dispensaries {\n      ...StoreCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StateDispensaries($state: String!, $first: Int!) {\n    dispensaries(state: $state) {\n      ...StoreCardFields\n    }\n  }\n"): (typeof documents)["\n  query StateDispensaries($state: String!, $first: Int!) {\n    dispensaries(state: $state) {\n      ...StoreCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StateStoreCounts {\n    stateStoreCounts {\n      code\n      name\n      storeCount\n    }\n  }\n"): (typeof documents)["\n  query StateStoreCounts {\n    stateStoreCounts {\n      code\n      name\n      storeCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Store($id: ID!) {\n    dispensary(id: $id) {\n      id\n      name\n      businessType\n      address\n      city\n      state\n      qrCodeUrl\n      designCount\n      designs {\n        id\n        name\n        frontImageUrl\n        createdAt\n        ...DesignReactionsOnDesign\n      }\n    }\n  }\n"): (typeof documents)["\n  query Store($id: ID!) {\n    dispensary(id: $id) {\n      id\n      name\n      businessType\n      address\n      city\n      state\n      qrCodeUrl\n      designCount\n      designs {\n        id\n        name\n        frontImageUrl\n        createdAt\n        ...DesignReactionsOnDesign\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductDesign($id: ID!) {\n    design(id: $id) {\n      id\n      name\n      dispensaryId\n      storeName\n      isCustom\n      artworkUrl\n      frontImageUrl\n      shirtColor\n      ...DesignReactionsOnDesign\n    }\n  }\n"): (typeof documents)["\n  query ProductDesign($id: ID!) {\n    design(id: $id) {\n      id\n      name\n      dispensaryId\n      storeName\n      isCustom\n      artworkUrl\n      frontImageUrl\n      shirtColor\n      ...DesignReactionsOnDesign\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DesignReactionsOnDesign on Design {\n    reactions {\n      hearts\n      thumbsUp\n      mine\n    }\n  }\n"): (typeof documents)["\n  fragment DesignReactionsOnDesign on Design {\n    reactions {\n      hearts\n      thumbsUp\n      mine\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReactToDesign($input: ReactToDesignInput!) {\n    reactToDesign(input: $input) {\n      __typename\n      hearts\n      thumbsUp\n      mine\n    }\n  }\n"): (typeof documents)["\n  mutation ReactToDesign($input: ReactToDesignInput!) {\n    reactToDesign(input: $input) {\n      __typename\n      hearts\n      thumbsUp\n      mine\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordStoreView($input: RecordStoreViewInput!) {\n    recordStoreView(input: $input)\n  }\n"): (typeof documents)["\n  mutation RecordStoreView($input: RecordStoreViewInput!) {\n    recordStoreView(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateCustomDesign($input: GenerateCustomDesignInput!) {\n    generateCustomDesign(input: $input) {\n      id\n      name\n      price\n      frontImageUrl\n      isCustom\n      shirtColor\n    }\n  }\n"): (typeof documents)["\n  mutation GenerateCustomDesign($input: GenerateCustomDesignInput!) {\n    generateCustomDesign(input: $input) {\n      id\n      name\n      price\n      frontImageUrl\n      isCustom\n      shirtColor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomDesignPreview($prompt: String!) {\n    customDesignPreview(prompt: $prompt) {\n      reading {\n        subjects {\n          word\n          drawnAs\n        }\n        relations {\n          subject\n          relation\n          object\n        }\n        style\n        inks {\n          name\n          hex\n        }\n        shirt {\n          name\n          hex\n        }\n        text\n        noText\n        notUnderstood\n        brief\n      }\n      imageDataUrl\n      madeBy\n    }\n  }\n"): (typeof documents)["\n  query CustomDesignPreview($prompt: String!) {\n    customDesignPreview(prompt: $prompt) {\n      reading {\n        subjects {\n          word\n          drawnAs\n        }\n        relations {\n          subject\n          relation\n          object\n        }\n        style\n        inks {\n          name\n          hex\n        }\n        shirt {\n          name\n          hex\n        }\n        text\n        noText\n        notUnderstood\n        brief\n      }\n      imageDataUrl\n      madeBy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DispensaryFeeSettings {\n    dispensaryFeeSettings {\n      cardProvider\n      stripePublishableKey\n      signOnFee\n      annualRenewal\n    }\n  }\n"): (typeof documents)["\n  query DispensaryFeeSettings {\n    dispensaryFeeSettings {\n      cardProvider\n      stripePublishableKey\n      signOnFee\n      annualRenewal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDispensaryOfflinePaymentMethod($card: DispensaryCardInput!) {\n    createDispensaryOfflinePaymentMethod(card: $card) {\n      id\n      brand\n      last4\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDispensaryOfflinePaymentMethod($card: DispensaryCardInput!) {\n    createDispensaryOfflinePaymentMethod(card: $card) {\n      id\n      brand\n      last4\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayDispensaryFee($paymentMethodId: String!) {\n    payDispensaryFee(paymentMethodId: $paymentMethodId) {\n      ...MyDispensaryFields\n    }\n  }\n"): (typeof documents)["\n  mutation PayDispensaryFee($paymentMethodId: String!) {\n    payDispensaryFee(paymentMethodId: $paymentMethodId) {\n      ...MyDispensaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartFields on Cart {\n    sessionId\n    itemCount\n    subtotal\n    shipping\n    total\n    items {\n      id\n      designId\n      size\n      color\n      quantity\n      unitPrice\n      lineTotal\n      design {\n        id\n        name\n        frontImageUrl\n        artworkUrl\n        dispensaryId\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CartFields on Cart {\n    sessionId\n    itemCount\n    subtotal\n    shipping\n    total\n    items {\n      id\n      designId\n      size\n      color\n      quantity\n      unitPrice\n      lineTotal\n      design {\n        id\n        name\n        frontImageUrl\n        artworkUrl\n        dispensaryId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Cart($sessionId: String!) {\n    cart(sessionId: $sessionId) {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  query Cart($sessionId: String!) {\n    cart(sessionId: $sessionId) {\n      ...CartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartCount($sessionId: String!) {\n    cart(sessionId: $sessionId) {\n      sessionId\n      itemCount\n    }\n  }\n"): (typeof documents)["\n  query CartCount($sessionId: String!) {\n    cart(sessionId: $sessionId) {\n      sessionId\n      itemCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      id\n      designId\n      size\n      color\n      quantity\n    }\n  }\n"): (typeof documents)["\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      id\n      designId\n      size\n      color\n      quantity\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCartItem($input: UpdateCartItemInput!) {\n    updateCartItem(input: $input) {\n      id\n      quantity\n      lineTotal\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCartItem($input: UpdateCartItemInput!) {\n    updateCartItem(input: $input) {\n      id\n      quantity\n      lineTotal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCartItem($input: RemoveCartItemInput!) {\n    removeCartItem(input: $input)\n  }\n"): (typeof documents)["\n  mutation RemoveCartItem($input: RemoveCartItemInput!) {\n    removeCartItem(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentSettings {\n    paymentSettings {\n      cardProvider\n      stripePublishableKey\n      walletProvider\n      payoutProvider\n    }\n  }\n"): (typeof documents)["\n  query PaymentSettings {\n    paymentSettings {\n      cardProvider\n      stripePublishableKey\n      walletProvider\n      payoutProvider\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePaymentIntent($input: CreatePaymentIntentInput!) {\n    createPaymentIntent(input: $input) {\n      paymentIntentId\n      clientSecret\n      amount\n      provider\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePaymentIntent($input: CreatePaymentIntentInput!) {\n    createPaymentIntent(input: $input) {\n      paymentIntentId\n      clientSecret\n      amount\n      provider\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmOfflineCardPayment($input: ConfirmOfflineCardPaymentInput!) {\n    confirmOfflineCardPayment(input: $input) {\n      paymentIntentId\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmOfflineCardPayment($input: ConfirmOfflineCardPaymentInput!) {\n    confirmOfflineCardPayment(input: $input) {\n      paymentIntentId\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WalletOrderFields on WalletOrder {\n    id\n    status\n    amount\n    approveUrl\n  }\n"): (typeof documents)["\n  fragment WalletOrderFields on WalletOrder {\n    id\n    status\n    amount\n    approveUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWalletOrder($input: CreateWalletOrderInput!) {\n    createWalletOrder(input: $input) {\n      ...WalletOrderFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWalletOrder($input: CreateWalletOrderInput!) {\n    createWalletOrder(input: $input) {\n      ...WalletOrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WalletOrder($id: ID!) {\n    walletOrder(id: $id) {\n      ...WalletOrderFields\n    }\n  }\n"): (typeof documents)["\n  query WalletOrder($id: ID!) {\n    walletOrder(id: $id) {\n      ...WalletOrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveWalletOrder($id: ID!) {\n    approveWalletOrder(id: $id) {\n      ...WalletOrderFields\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveWalletOrder($id: ID!) {\n    approveWalletOrder(id: $id) {\n      ...WalletOrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelWalletOrder($id: ID!) {\n    cancelWalletOrder(id: $id) {\n      ...WalletOrderFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelWalletOrder($id: ID!) {\n    cancelWalletOrder(id: $id) {\n      ...WalletOrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CaptureWalletOrder($id: ID!) {\n    captureWalletOrder(id: $id) {\n      ...WalletOrderFields\n    }\n  }\n"): (typeof documents)["\n  mutation CaptureWalletOrder($id: ID!) {\n    captureWalletOrder(id: $id) {\n      ...WalletOrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      id\n      receiptPath\n      totalAmount\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      id\n      receiptPath\n      totalAmount\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Receipt($token: String!) {\n    receipt(token: $token) {\n      id\n      receiptPath\n      customerName\n      customerEmail\n      shippingAddress\n      shippingCity\n      shippingState\n      shippingZip\n      items {\n        designId\n        designName\n        frontImageUrl\n        size\n        color\n        quantity\n        price\n      }\n      totalAmount\n      paymentMethod\n      paymentStatus\n      fulfillmentStatus\n      createdAt\n      acceptedAt\n      fulfilledAt\n      tracking {\n        carrier\n        trackingNumber\n        trackingUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  query Receipt($token: String!) {\n    receipt(token: $token) {\n      id\n      receiptPath\n      customerName\n      customerEmail\n      shippingAddress\n      shippingCity\n      shippingState\n      shippingZip\n      items {\n        designId\n        designName\n        frontImageUrl\n        size\n        color\n        quantity\n        price\n      }\n      totalAmount\n      paymentMethod\n      paymentStatus\n      fulfillmentStatus\n      createdAt\n      acceptedAt\n      fulfilledAt\n      tracking {\n        carrier\n        trackingNumber\n        trackingUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StoreMoneyFields on Dispensary {\n    id\n    totalRevenue\n    availableBalance\n    heldBalance\n    reversedRevenue\n    nextEligibleAt\n    pendingWithdrawalCount\n    withdrawals {\n      id\n      amount\n      status\n      eligibleAt\n      requestedAt\n      processedAt\n    }\n  }\n"): (typeof documents)["\n  fragment StoreMoneyFields on Dispensary {\n    id\n    totalRevenue\n    availableBalance\n    heldBalance\n    reversedRevenue\n    nextEligibleAt\n    pendingWithdrawalCount\n    withdrawals {\n      id\n      amount\n      status\n      eligibleAt\n      requestedAt\n      processedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreMoney {\n    myDispensary {\n      ...StoreMoneyFields\n    }\n  }\n"): (typeof documents)["\n  query StoreMoney {\n    myDispensary {\n      ...StoreMoneyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestWithdrawal($input: RequestWithdrawalInput!) {\n    requestWithdrawal(input: $input) {\n      id\n      amount\n      status\n      eligibleAt\n      requestedAt\n      processedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RequestWithdrawal($input: RequestWithdrawalInput!) {\n    requestWithdrawal(input: $input) {\n      id\n      amount\n      status\n      eligibleAt\n      requestedAt\n      processedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommunityProfile($sessionId: String!) {\n    communityProfile(sessionId: $sessionId) {\n      id\n      displayName\n      avatarUrl\n      bio\n      city\n      state\n      birthday\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query CommunityProfile($sessionId: String!) {\n    communityProfile(sessionId: $sessionId) {\n      id\n      displayName\n      avatarUrl\n      bio\n      city\n      state\n      birthday\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActiveQuestion {\n    activeQuestion {\n      id\n      questionText\n    }\n  }\n"): (typeof documents)["\n  query ActiveQuestion {\n    activeQuestion {\n      id\n      questionText\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommunityAuthorFields on CommunityAuthor {\n    id\n    displayName\n    avatarUrl\n    city\n    state\n  }\n"): (typeof documents)["\n  fragment CommunityAuthorFields on CommunityAuthor {\n    id\n    displayName\n    avatarUrl\n    city\n    state\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommunityPostFields on CommunityPost {\n    id\n    profileId\n    questionId\n    brandName\n    productName\n    postText\n    imageUrl\n    thumbnailUrl\n    likesCount\n    lovesCount\n    commentsCount\n    userReactions\n    createdAt\n    profile {\n      ...CommunityAuthorFields\n    }\n    dispensaryId\n    dispensary {\n      id\n      name\n      city\n      state\n    }\n  }\n"): (typeof documents)["\n  fragment CommunityPostFields on CommunityPost {\n    id\n    profileId\n    questionId\n    brandName\n    productName\n    postText\n    imageUrl\n    thumbnailUrl\n    likesCount\n    lovesCount\n    commentsCount\n    userReactions\n    createdAt\n    profile {\n      ...CommunityAuthorFields\n    }\n    dispensaryId\n    dispensary {\n      id\n      name\n      city\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommunityPosts($sessionId: String!, $first: Int!, $after: String) {\n    communityPosts(sessionId: $sessionId, first: $first, after: $after) {\n      nextCursor\n      posts {\n        ...CommunityPostFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query CommunityPosts($sessionId: String!, $first: Int!, $after: String) {\n    communityPosts(sessionId: $sessionId, first: $first, after: $after) {\n      nextCursor\n      posts {\n        ...CommunityPostFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommunityCommentFields on CommunityComment {\n    id\n    postId\n    profileId\n    commentText\n    createdAt\n    profile {\n      ...CommunityAuthorFields\n    }\n  }\n"): (typeof documents)["\n  fragment CommunityCommentFields on CommunityComment {\n    id\n    postId\n    profileId\n    commentText\n    createdAt\n    profile {\n      ...CommunityAuthorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommunityPostComments($postId: ID!) {\n    communityPostComments(postId: $postId) {\n      ...CommunityCommentFields\n    }\n  }\n"): (typeof documents)["\n  query CommunityPostComments($postId: ID!) {\n    communityPostComments(postId: $postId) {\n      ...CommunityCommentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReactToCommunityPost($input: ReactToCommunityPostInput!) {\n    reactToCommunityPost(input: $input) {\n      reactionType\n      reacted\n      likesCount\n      lovesCount\n    }\n  }\n"): (typeof documents)["\n  mutation ReactToCommunityPost($input: ReactToCommunityPostInput!) {\n    reactToCommunityPost(input: $input) {\n      reactionType\n      reacted\n      likesCount\n      lovesCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CommentOnCommunityPost($input: CommentOnCommunityPostInput!) {\n    commentOnCommunityPost(input: $input) {\n      ...CommunityCommentFields\n    }\n  }\n"): (typeof documents)["\n  mutation CommentOnCommunityPost($input: CommentOnCommunityPostInput!) {\n    commentOnCommunityPost(input: $input) {\n      ...CommunityCommentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportContent($input: ReportContentInput!) {\n    reportContent(input: $input) {\n      reported\n      hidden\n    }\n  }\n"): (typeof documents)["\n  mutation ReportContent($input: ReportContentInput!) {\n    reportContent(input: $input) {\n      reported\n      hidden\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommunityStores {\n    dispensaries {\n      id\n      name\n      city\n      state\n    }\n  }\n"): (typeof documents)["\n  query CommunityStores {\n    dispensaries {\n      id\n      name\n      city\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FeedPostFields on FeedPost {\n    id\n    content\n    imageUrls\n    thumbnailUrls\n    createdAt\n    likesCount\n    commentsCount\n    isLiked\n    author {\n      username\n      avatarUrl\n    }\n    comments {\n      id\n      postId\n      content\n      createdAt\n      author {\n        username\n        avatarUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment FeedPostFields on FeedPost {\n    id\n    content\n    imageUrls\n    thumbnailUrls\n    createdAt\n    likesCount\n    commentsCount\n    isLiked\n    author {\n      username\n      avatarUrl\n    }\n    comments {\n      id\n      postId\n      content\n      createdAt\n      author {\n        username\n        avatarUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeedPosts($first: Int!, $after: String) {\n    feedPosts(first: $first, after: $after) {\n      nextCursor\n      posts {\n        ...FeedPostFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query FeedPosts($first: Int!, $after: String) {\n    feedPosts(first: $first, after: $after) {\n      nextCursor\n      posts {\n        ...FeedPostFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleFeedPostLike($postId: ID!, $liked: Boolean) {\n    toggleFeedPostLike(postId: $postId, liked: $liked) {\n      liked\n      likesCount\n    }\n  }\n"): (typeof documents)["\n  mutation ToggleFeedPostLike($postId: ID!, $liked: Boolean) {\n    toggleFeedPostLike(postId: $postId, liked: $liked) {\n      liked\n      likesCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CommentOnFeedPost($postId: ID!, $content: String!) {\n    commentOnFeedPost(postId: $postId, content: $content) {\n      id\n      postId\n      content\n      createdAt\n      author {\n        username\n        avatarUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CommentOnFeedPost($postId: ID!, $content: String!) {\n    commentOnFeedPost(postId: $postId, content: $content) {\n      id\n      postId\n      content\n      createdAt\n      author {\n        username\n        avatarUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreMentions($first: Int!) {\n    myDispensary {\n      id\n      mentions(first: $first) {\n        id\n        brandName\n        productName\n        postText\n        likesCount\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query StoreMentions($first: Int!) {\n    myDispensary {\n      id\n      mentions(first: $first) {\n        id\n        brandName\n        productName\n        postText\n        likesCount\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MerchantFields on Merchant {\n    id\n    businessName\n    address\n    city\n    state\n    zip\n    subscriptionStatus\n    currentPeriodEnd\n    cancelAtPeriodEnd\n    cardBrand\n    cardLast4\n    monthlyFee\n    totalRevenue\n    availableBalance\n    ordersFulfilled\n    isActive\n  }\n"): (typeof documents)["\n  fragment MerchantFields on Merchant {\n    id\n    businessName\n    address\n    city\n    state\n    zip\n    subscriptionStatus\n    currentPeriodEnd\n    cancelAtPeriodEnd\n    cardBrand\n    cardLast4\n    monthlyFee\n    totalRevenue\n    availableBalance\n    ordersFulfilled\n    isActive\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyMerchant {\n    myMerchant {\n      ...MerchantFields\n    }\n  }\n"): (typeof documents)["\n  query MyMerchant {\n    myMerchant {\n      ...MerchantFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MerchantPaymentSettings {\n    merchantPaymentSettings {\n      cardProvider\n      payoutProvider\n      stripePublishableKey\n      monthlyFee\n    }\n  }\n"): (typeof documents)["\n  query MerchantPaymentSettings {\n    merchantPaymentSettings {\n      cardProvider\n      payoutProvider\n      stripePublishableKey\n      monthlyFee\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PendingLeadFields on Lead {\n    orderId\n    shortId\n    status\n    customerName\n    shippingCity\n    shippingState\n    items {\n      designId\n      designName\n      frontImageUrl\n      size\n      color\n      quantity\n    }\n    shirtCount\n    merchantEarnings\n    inYourState\n    reoffered\n    placedAt\n  }\n"): (typeof documents)["\n  fragment PendingLeadFields on Lead {\n    orderId\n    shortId\n    status\n    customerName\n    shippingCity\n    shippingState\n    items {\n      designId\n      designName\n      frontImageUrl\n      size\n      color\n      quantity\n    }\n    shirtCount\n    merchantEarnings\n    inYourState\n    reoffered\n    placedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ActiveLeadFields on Lead {\n    orderId\n    shortId\n    status\n    customerName\n    customerEmail\n    shippingAddress\n    shippingCity\n    shippingState\n    shippingZip\n    items {\n      designId\n      designName\n      frontImageUrl\n      printFileUrl\n      printFileName\n      size\n      color\n      quantity\n    }\n    shirtCount\n    merchantEarnings\n    placedAt\n    acceptedAt\n  }\n"): (typeof documents)["\n  fragment ActiveLeadFields on Lead {\n    orderId\n    shortId\n    status\n    customerName\n    customerEmail\n    shippingAddress\n    shippingCity\n    shippingState\n    shippingZip\n    items {\n      designId\n      designName\n      frontImageUrl\n      printFileUrl\n      printFileName\n      size\n      color\n      quantity\n    }\n    shirtCount\n    merchantEarnings\n    placedAt\n    acceptedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompletedLeadFields on Lead {\n    orderId\n    shortId\n    status\n    customerName\n    shippingCity\n    shippingState\n    shirtCount\n    merchantEarnings\n    fulfilledAt\n  }\n"): (typeof documents)["\n  fragment CompletedLeadFields on Lead {\n    orderId\n    shortId\n    status\n    customerName\n    shippingCity\n    shippingState\n    shirtCount\n    merchantEarnings\n    fulfilledAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeadsChanged($seen: String) {\n    leadsChanged(seen: $seen)\n  }\n"): (typeof documents)["\n  query LeadsChanged($seen: String) {\n    leadsChanged(seen: $seen)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MerchantOrders($first: Int) {\n    merchantOrders(first: $first) {\n      pending {\n        ...PendingLeadFields\n      }\n      active {\n        ...ActiveLeadFields\n      }\n      fulfilled {\n        ...CompletedLeadFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MerchantOrders($first: Int) {\n    merchantOrders(first: $first) {\n      pending {\n        ...PendingLeadFields\n      }\n      active {\n        ...ActiveLeadFields\n      }\n      fulfilled {\n        ...CompletedLeadFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOfflinePaymentMethod($card: OfflineCardInput!) {\n    createOfflinePaymentMethod(card: $card) {\n      id\n      brand\n      last4\n    }\n  }\n"): (typeof documents)["\n  mutation CreateOfflinePaymentMethod($card: OfflineCardInput!) {\n    createOfflinePaymentMethod(card: $card) {\n      id\n      brand\n      last4\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMerchant($input: CreateMerchantInput!) {\n    createMerchant(input: $input) {\n      ...MerchantFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateMerchant($input: CreateMerchantInput!) {\n    createMerchant(input: $input) {\n      ...MerchantFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResumeMerchantSubscription($paymentMethodId: String!) {\n    resumeMerchantSubscription(paymentMethodId: $paymentMethodId) {\n      ...MerchantFields\n    }\n  }\n"): (typeof documents)["\n  mutation ResumeMerchantSubscription($paymentMethodId: String!) {\n    resumeMerchantSubscription(paymentMethodId: $paymentMethodId) {\n      ...MerchantFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptOrder($orderId: ID!) {\n    acceptOrder(orderId: $orderId) {\n      orderId\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptOrder($orderId: ID!) {\n    acceptOrder(orderId: $orderId) {\n      orderId\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FulfillOrder($orderId: ID!, $tracking: ShipmentTrackingInput) {\n    fulfillOrder(orderId: $orderId, tracking: $tracking) {\n      orderId\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation FulfillOrder($orderId: ID!, $tracking: ShipmentTrackingInput) {\n    fulfillOrder(orderId: $orderId, tracking: $tracking) {\n      orderId\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MerchantWithdrawalFields on MerchantWithdrawal {\n    id\n    amount\n    status\n    requestedAt\n    processedAt\n  }\n"): (typeof documents)["\n  fragment MerchantWithdrawalFields on MerchantWithdrawal {\n    id\n    amount\n    status\n    requestedAt\n    processedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MerchantWithdrawals {\n    merchantWithdrawals {\n      ...MerchantWithdrawalFields\n    }\n  }\n"): (typeof documents)["\n  query MerchantWithdrawals {\n    merchantWithdrawals {\n      ...MerchantWithdrawalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestMerchantWithdrawal($stripeAccountId: String) {\n    requestMerchantWithdrawal(stripeAccountId: $stripeAccountId) {\n      ...MerchantWithdrawalFields\n    }\n  }\n"): (typeof documents)["\n  mutation RequestMerchantWithdrawal($stripeAccountId: String) {\n    requestMerchantWithdrawal(stripeAccountId: $stripeAccountId) {\n      ...MerchantWithdrawalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      username\n      email\n      firstName\n      lastName\n      role\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      username\n      email\n      firstName\n      lastName\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        id\n        username\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        id\n        username\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        id\n        username\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        id\n        username\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelMerchantSubscription {\n    cancelMerchantSubscription {\n      ...MerchantFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelMerchantSubscription {\n    cancelMerchantSubscription {\n      ...MerchantFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KeepMerchantSubscription {\n    resumeMerchantSubscription {\n      ...MerchantFields\n    }\n  }\n"): (typeof documents)["\n  mutation KeepMerchantSubscription {\n    resumeMerchantSubscription {\n      ...MerchantFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeMerchantCard($paymentMethodId: String!) {\n    changeMerchantCard(paymentMethodId: $paymentMethodId) {\n      ...MerchantFields\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeMerchantCard($paymentMethodId: String!) {\n    changeMerchantCard(paymentMethodId: $paymentMethodId) {\n      ...MerchantFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LookUpMyOrders($input: OrderLookupInput!) {\n    lookUpOrders(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation LookUpMyOrders($input: OrderLookupInput!) {\n    lookUpOrders(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DevMailboxPage {\n    devMailbox {\n      id\n      to\n      subject\n      text\n      html\n      sentAt\n    }\n  }\n"): (typeof documents)["\n  query DevMailboxPage {\n    devMailbox {\n      id\n      to\n      subject\n      text\n      html\n      sentAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OwnerDesigns {\n    myDispensary {\n      id\n      regenerationsLeft\n      brandKit {\n        colors\n        slogans\n        logoUrl\n      }\n      ownerDesigns {\n        ...OwnerDesignFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query OwnerDesigns {\n    myDispensary {\n      id\n      regenerationsLeft\n      brandKit {\n        colors\n        slogans\n        logoUrl\n      }\n      ownerDesigns {\n        ...OwnerDesignFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OwnerDesignFields on Design {\n    id\n    name\n    thumbnailUrl\n    frontImageUrl\n    hidden\n    replacedById\n    regenerating\n  }\n"): (typeof documents)["\n  fragment OwnerDesignFields on Design {\n    id\n    name\n    thumbnailUrl\n    frontImageUrl\n    hidden\n    replacedById\n    regenerating\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveBrandKitFromDashboard($input: SaveBrandKitInput!) {\n    saveBrandKit(input: $input) {\n      colors\n      slogans\n      logoUrl\n    }\n  }\n"): (typeof documents)["\n  mutation SaveBrandKitFromDashboard($input: SaveBrandKitInput!) {\n    saveBrandKit(input: $input) {\n      colors\n      slogans\n      logoUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadBrandLogoFromDashboard($input: UploadBrandLogoInput!) {\n    uploadBrandLogo(input: $input) {\n      colors\n      slogans\n      logoUrl\n    }\n  }\n"): (typeof documents)["\n  mutation UploadBrandLogoFromDashboard($input: UploadBrandLogoInput!) {\n    uploadBrandLogo(input: $input) {\n      colors\n      slogans\n      logoUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDesignHiddenFromDashboard($input: SetDesignHiddenInput!) {\n    setDesignHidden(input: $input) {\n      ...OwnerDesignFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetDesignHiddenFromDashboard($input: SetDesignHiddenInput!) {\n    setDesignHidden(input: $input) {\n      ...OwnerDesignFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegenerateDesignFromDashboard($designId: ID!) {\n    regenerateDesign(designId: $designId) {\n      regenerationsLeft\n      design {\n        ...OwnerDesignFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RegenerateDesignFromDashboard($designId: ID!) {\n    regenerateDesign(designId: $designId) {\n      regenerationsLeft\n      design {\n        ...OwnerDesignFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServedAdvertisement($placement: AdPlacement!) {\n    servedAdvertisement(placement: $placement) {\n      id\n      kind\n      title\n      description\n      mediaUrl\n      thumbnailUrl\n      width\n      height\n      companyName\n      viewableAfterMs\n      clickUrl\n      impressionToken\n    }\n  }\n"): (typeof documents)["\n  query ServedAdvertisement($placement: AdPlacement!) {\n    servedAdvertisement(placement: $placement) {\n      id\n      kind\n      title\n      description\n      mediaUrl\n      thumbnailUrl\n      width\n      height\n      companyName\n      viewableAfterMs\n      clickUrl\n      impressionToken\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;