/**
 * The plotted numbers of a chart as a plain table (header cells and body cells, already
 * formatted), for the data table every chart offers to screen readers and copy-paste.
 */
export interface DataTable {
  columns: string[];
  rows: string[][];
}
