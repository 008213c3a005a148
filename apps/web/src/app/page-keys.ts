/**
 * Which screens the shell itself knows how to load, and which the signed-in areas' list does
 * (area-pages.tsx): the shell keeps only the screens of routes anyone may open, so a visitor's
 * first load does not carry the other screens' chunk lists. A route anyone may open whose screen
 * is missing here fails the build (build/route-preloads.ts) and the types below.
 */
import type { RoutePage } from './route-table';

export interface PageProps {
  title: string;
}

export type ShellPage =
  | 'home'
  | 'login'
  | 'register'
  | 'password-reset-request'
  | 'password-reset'
  | 'designer-application-1'
  | 'designer-application-2'
  | 'supplier-application-1'
  | 'supplier-application-2'
  | 'dev-mailbox'
  | 'membership-required'
  | 'catalogue'
  | 'product'
  | 'store-catalogue'
  | 'store-product'
  | 'checkout'
  | 'payment-result'
  | 'video-call'
  | 'virtual-request';

export type AreaPage = Exclude<RoutePage, ShellPage>;
