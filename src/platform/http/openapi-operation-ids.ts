// Operation ids a person would write: generated clients name their methods after them
// (`createDesignsFromPrompt`, not Nest's `DesignsController_fromPrompt`). One table so a new route
// cannot ship with a default id: the OpenAPI test fails until it has a name here.
const OPERATION_IDS: Record<string, string> = {
  'SessionsController.refresh': 'refreshToken',

  'EnterpriseUsersController.login': 'enterpriseLoginUser',
  'EnterpriseUsersController.updatePlan': 'enterpriseUpdateUserPlan',
  'EnterpriseUsersController.deleteUser': 'enterpriseDeleteUser',
  'EnterpriseUsersController.reactivate': 'enterpriseReactivateUser',
  'EnterpriseUsersController.list': 'enterpriseListUsers',
  'EnterpriseUsersController.get': 'enterpriseGetUser',
  'SuperUsersController.login': 'superLoginUser',
  'SuperUsersController.updatePlan': 'superUpdateUserPlan',
  'SuperUsersController.deleteUser': 'superDeleteUser',
  'SuperUsersController.reactivate': 'superReactivateUser',
  'SuperUsersController.list': 'superListUsers',
  'SuperUsersController.get': 'superGetUser',

  'EnterpriseCreditsController.setUserCreditLimit': 'enterpriseSetUserCreditLimit',
  'EnterpriseCreditsController.balance': 'enterpriseGetCredits',
  'EnterpriseCreditsController.ledgerPage': 'enterpriseListCreditLedger',
  'SuperCreditsController.setUserCreditLimit': 'superSetUserCreditLimit',
  'SuperCreditsController.balance': 'superGetCredits',
  'SuperCreditsController.ledgerPage': 'superListCreditLedger',

  'MediaController.create': 'createMedia',
  'MediaController.list': 'listMedias',
  'MediaController.get': 'getMedia',
  'MediaController.remove': 'deleteMedia',
  'MediaController.file': 'getMediaFile',

  'CatalogController.designTypes': 'listDesignTypes',
  'CatalogController.languages': 'listLanguages',
  'CatalogController.fonts': 'listFonts',
  'CatalogController.designOptions': 'getDesignOptions',

  'ContentController.suggest': 'createContentFromPrompt',
  'ContentController.suggestFromQuery': 'getContentFromPrompt',

  'WebhooksController.register': 'createWebhook',
  'WebhooksController.list': 'listWebhooks',
  'WebhooksController.get': 'getWebhook',
  'WebhooksController.remove': 'deleteWebhook',
  'WebhooksController.sendTest': 'testWebhook',
  'WebhooksController.deliveries': 'listWebhookDeliveries',
  'WebhooksController.redeliver': 'redeliverWebhookDelivery',

  'DesignsController.fromPrompt': 'createDesignsFromPrompt',
  'DesignsController.fromPromptQuery': 'getDesignsFromPrompt',
  'DesignsController.fromContent': 'createDesignsFromContent',
  'DesignsController.status': 'getRequestStatus',
  'DesignsController.list': 'listDesigns',
  'DesignsController.design': 'getDesign',
  'DesignsController.variant': 'getDesignVariantImage',
  'DesignsController.variantNegotiated': 'getDesignVariantImageByAccept',

  'DesignSetsController.presets': 'listDesignSetPresets',
  'DesignSetsController.fromPrompt': 'createDesignSetFromPrompt',
  'DesignSetsController.fromContent': 'createDesignSetFromContent',
};

export function operationIdFor(controllerKey: string, methodKey: string): string {
  const id = OPERATION_IDS[`${controllerKey}.${methodKey}`];
  // Not thrown: tests mount probe controllers of their own. A production route without a name here
  // keeps Nest's `Controller_method` id, which test/e2e/openapi.e2e-spec.ts refuses.
  return id ?? `${controllerKey}_${methodKey}`;
}
