import type { AxiosInstance } from 'axios';
import type {
  BlockBusiness,
  BlockCaseCreate,
  BlockCaseListQuery,
  BlockCaseUpdate,
  BlockOrganizationCreate,
  BlockOrganizationUpdate,
  BlockProcessStepInput,
  PublishedBlockCaseQuery,
} from '../contract/index.js';
import { call, type RequestOptions } from './request.js';
import { BLOCK_CASE_CALLS } from '../contract/blockCaseCalls.js';
import type { CallAnswer } from '../contract/callTypes.js';

/** The blockchain case library (issue 11): every method's method and path come from BLOCK_CASE_CALLS. */
export class BlockCaseClient {
  readonly #http: AxiosInstance;

  constructor(http: AxiosInstance) {
    this.#http = http;
  }

  list(query: BlockCaseListQuery = {}, options?: RequestOptions): Promise<CallAnswer<'listBlockCases'>> {
    return call(this.#http, BLOCK_CASE_CALLS, 'listBlockCases', { query: { ...query } }, options);
  }
  get(id: number, options?: RequestOptions): Promise<CallAnswer<'getBlockCase'>> {
    return call(this.#http, BLOCK_CASE_CALLS, 'getBlockCase', { params: { id } }, options);
  }
  create(body: BlockCaseCreate, options?: RequestOptions): Promise<CallAnswer<'createBlockCase'>> {
    return call(this.#http, BLOCK_CASE_CALLS, 'createBlockCase', { body }, options);
  }
  update(id: number, body: BlockCaseUpdate, options?: RequestOptions): Promise<CallAnswer<'updateBlockCase'>> {
    return call(this.#http, BLOCK_CASE_CALLS, 'updateBlockCase', { params: { id }, body }, options);
  }
  async remove(id: number, options?: RequestOptions): Promise<void> {
    await call(this.#http, BLOCK_CASE_CALLS, 'deleteBlockCase', { params: { id } }, options);
  }
  copy(id: number, options?: RequestOptions): Promise<CallAnswer<'copyBlockCase'>> {
    return call(this.#http, BLOCK_CASE_CALLS, 'copyBlockCase', { params: { id } }, options);
  }
  publish(id: number, options?: RequestOptions): Promise<CallAnswer<'publishBlockCase'>> {
    return call(this.#http, BLOCK_CASE_CALLS, 'publishBlockCase', { params: { id } }, options);
  }
  unpublish(id: number, options?: RequestOptions): Promise<CallAnswer<'unpublishBlockCase'>> {
    return call(this.#http, BLOCK_CASE_CALLS, 'unpublishBlockCase', { params: { id } }, options);
  }
  listOrganizations(id: number, options?: RequestOptions): Promise<CallAnswer<'listBlockOrganizations'>> {
    return call(this.#http, BLOCK_CASE_CALLS, 'listBlockOrganizations', { params: { id } }, options);
  }
  createOrganization(id: number, body: BlockOrganizationCreate, options?: RequestOptions): Promise<CallAnswer<'createBlockOrganization'>> {
    return call(this.#http, BLOCK_CASE_CALLS, 'createBlockOrganization', { params: { id }, body }, options);
  }
  updateOrganization(id: number, orgId: number, body: BlockOrganizationUpdate, options?: RequestOptions): Promise<CallAnswer<'updateBlockOrganization'>> {
    return call(this.#http, BLOCK_CASE_CALLS, 'updateBlockOrganization', { params: { id, orgId }, body }, options);
  }
  regenerateKey(id: number, orgId: number, options?: RequestOptions): Promise<CallAnswer<'regenerateBlockOrganizationKey'>> {
    return call(this.#http, BLOCK_CASE_CALLS, 'regenerateBlockOrganizationKey', { params: { id, orgId } }, options);
  }
  async removeOrganization(id: number, orgId: number, options?: RequestOptions): Promise<void> {
    await call(this.#http, BLOCK_CASE_CALLS, 'deleteBlockOrganization', { params: { id, orgId } }, options);
  }
  getBusiness(id: number, options?: RequestOptions): Promise<CallAnswer<'getBlockBusiness'>> {
    return call(this.#http, BLOCK_CASE_CALLS, 'getBlockBusiness', { params: { id } }, options);
  }
  putBusiness(id: number, business: BlockBusiness, options?: RequestOptions): Promise<CallAnswer<'putBlockBusiness'>> {
    return call(this.#http, BLOCK_CASE_CALLS, 'putBlockBusiness', { params: { id }, body: business }, options);
  }
  getProcess(id: number, options?: RequestOptions): Promise<CallAnswer<'getBlockProcess'>> {
    return call(this.#http, BLOCK_CASE_CALLS, 'getBlockProcess', { params: { id } }, options);
  }
  putProcess(id: number, steps: BlockProcessStepInput[], options?: RequestOptions): Promise<CallAnswer<'putBlockProcess'>> {
    return call(this.#http, BLOCK_CASE_CALLS, 'putBlockProcess', { params: { id }, body: { steps } }, options);
  }
  listPublished(query: PublishedBlockCaseQuery = {}, options?: RequestOptions): Promise<CallAnswer<'listPublishedBlockCases'>> {
    return call(this.#http, BLOCK_CASE_CALLS, 'listPublishedBlockCases', { query: { ...query } }, options);
  }
}
