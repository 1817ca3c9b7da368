import type { AxiosInstance } from 'axios';
import { BLOCK_CASE_CALLS } from '../contract/blockCaseCalls.js';
import type {
  BlockBusiness,
  BlockBusinessAnswer,
  BlockCaseCreate,
  BlockCaseDetail,
  BlockCaseList,
  BlockCaseListQuery,
  BlockCaseUpdate,
  BlockOrganizationCreate,
  BlockOrganizationRecord,
  BlockOrganizationUpdate,
  BlockProcessAnswer,
  BlockProcessStepInput,
  PublishedBlockCaseList,
  PublishedBlockCaseQuery,
} from '../contract/index.js';
import { fillPath } from '../contract/fillPath.js';
import { sendCall, type CallInit, type RequestOptions } from './request.js';

type BlockCaseCallName = keyof typeof BLOCK_CASE_CALLS;

/** The blockchain case library (issue 11): every method's method and path come from BLOCK_CASE_CALLS. */
export class BlockCaseClient {
  readonly #http: AxiosInstance;

  constructor(http: AxiosInstance) {
    this.#http = http;
  }

  #call<T>(name: BlockCaseCallName, init: CallInit = {}, options?: RequestOptions): Promise<T> {
    const call = BLOCK_CASE_CALLS[name];
    return sendCall<T>(this.#http, call.method, fillPath(name, call.path, init.params ?? {}), init, options);
  }

  list(query: BlockCaseListQuery = {}, options?: RequestOptions): Promise<BlockCaseList> {
    return this.#call('listBlockCases', { query: { ...query } }, options);
  }
  get(id: number, options?: RequestOptions): Promise<BlockCaseDetail> {
    return this.#call('getBlockCase', { params: { id } }, options);
  }
  create(body: BlockCaseCreate, options?: RequestOptions): Promise<BlockCaseDetail> {
    return this.#call('createBlockCase', { body }, options);
  }
  update(id: number, body: BlockCaseUpdate, options?: RequestOptions): Promise<BlockCaseDetail> {
    return this.#call('updateBlockCase', { params: { id }, body }, options);
  }
  async remove(id: number, options?: RequestOptions): Promise<void> {
    await this.#call('deleteBlockCase', { params: { id } }, options);
  }
  copy(id: number, options?: RequestOptions): Promise<BlockCaseDetail> {
    return this.#call('copyBlockCase', { params: { id } }, options);
  }
  publish(id: number, options?: RequestOptions): Promise<BlockCaseDetail> {
    return this.#call('publishBlockCase', { params: { id } }, options);
  }
  unpublish(id: number, options?: RequestOptions): Promise<BlockCaseDetail> {
    return this.#call('unpublishBlockCase', { params: { id } }, options);
  }
  listOrganizations(id: number, options?: RequestOptions): Promise<BlockOrganizationRecord[]> {
    return this.#call('listBlockOrganizations', { params: { id } }, options);
  }
  createOrganization(id: number, body: BlockOrganizationCreate, options?: RequestOptions): Promise<BlockOrganizationRecord> {
    return this.#call('createBlockOrganization', { params: { id }, body }, options);
  }
  updateOrganization(id: number, orgId: number, body: BlockOrganizationUpdate, options?: RequestOptions): Promise<BlockOrganizationRecord> {
    return this.#call('updateBlockOrganization', { params: { id, orgId }, body }, options);
  }
  regenerateKey(id: number, orgId: number, options?: RequestOptions): Promise<BlockOrganizationRecord> {
    return this.#call('regenerateBlockOrganizationKey', { params: { id, orgId } }, options);
  }
  async removeOrganization(id: number, orgId: number, options?: RequestOptions): Promise<void> {
    await this.#call('deleteBlockOrganization', { params: { id, orgId } }, options);
  }
  getBusiness(id: number, options?: RequestOptions): Promise<BlockBusinessAnswer> {
    return this.#call('getBlockBusiness', { params: { id } }, options);
  }
  putBusiness(id: number, business: BlockBusiness, options?: RequestOptions): Promise<BlockBusinessAnswer> {
    return this.#call('putBlockBusiness', { params: { id }, body: business }, options);
  }
  getProcess(id: number, options?: RequestOptions): Promise<BlockProcessAnswer> {
    return this.#call('getBlockProcess', { params: { id } }, options);
  }
  putProcess(id: number, steps: BlockProcessStepInput[], options?: RequestOptions): Promise<BlockProcessAnswer> {
    return this.#call('putBlockProcess', { params: { id }, body: { steps } }, options);
  }
  listPublished(query: PublishedBlockCaseQuery = {}, options?: RequestOptions): Promise<PublishedBlockCaseList> {
    return this.#call('listPublishedBlockCases', { query: { ...query } }, options);
  }
}
