// A Decap field's data path from the ids Decap gives its control (generator/editor/field-paths.ts),
// laid out as decap-cms-widget-object and decap-cms-widget-list lay them out: an object's children get
// [..., objectId], a list item's fields [..., listId, itemKey, undefined] (the item's ObjectControl has no id).
import { beforeEach, describe, expect, it } from 'vitest';
import { fieldPath, forgetField, recordField, recordList } from '../../generator/editor/field-paths.ts';

let keys: Record<string, string[]> = {};
beforeEach(() => {
  keys = {};
  for (const id of ['hero-1', 'faqs-2', 'items-3', 'list-4', 'inner-5']) forgetField(id);
});

const list = (id: string, name: string, itemKeys: string[], single = false) => {
  keys[id] = itemKeys;
  recordField(id, name);
  recordList(id, { keys: () => keys[id], single });
};

describe('fieldPath', () => {
  it('a top-level field is its name', () => {
    expect(fieldPath([], 'brand')).toEqual(['brand']);
  });

  it('a field of an object: the object, then the field', () => {
    recordField('hero-1', 'hero');
    expect(fieldPath(['hero-1'], 'heading')).toEqual(['hero', 'heading']);
  });

  it('a field of a list item: the list, the item by its place, then the field', () => {
    list('faqs-2', 'faqs', ['k-a', 'k-b', 'k-c']);
    expect(fieldPath(['faqs-2', 'k-c', undefined], 'answer')).toEqual(['faqs', 2, 'answer']);
    expect(fieldPath(['faqs-2', 'k-a', undefined], 'answer')).toEqual(['faqs', 0, 'answer']);
  });

  it('follows a reordered list: the item keeps its key, the index is its new place', () => {
    list('faqs-2', 'faqs', ['k-a', 'k-b']);
    expect(fieldPath(['faqs-2', 'k-b', undefined], 'question')).toEqual(['faqs', 1, 'question']);
    keys['faqs-2'] = ['k-b', 'k-a'];
    expect(fieldPath(['faqs-2', 'k-b', undefined], 'question')).toEqual(['faqs', 0, 'question']);
  });

  it('an item of a one-field list is the value itself', () => {
    list('items-3', 'items', ['k-1', 'k-2'], true);
    expect(fieldPath(['items-3', 'k-2', undefined], 'items')).toEqual(['items', 1]);
  });

  it('nests: a list in an item of a list in an object', () => {
    recordField('hero-1', 'lists');
    list('list-4', 'lists', ['x', 'y']);
    list('inner-5', 'items', ['p', 'q', 'r']);
    expect(fieldPath(['list-4', 'y', undefined, 'inner-5', 'r', undefined], 'name')).toEqual([
      'lists',
      1,
      'items',
      2,
      'name',
    ]);
  });

  it('unknown when an id was never recorded (a field of a Markdown editor component) or an item is gone', () => {
    expect(fieldPath(['not-recorded'], 'services')).toBeUndefined();
    list('faqs-2', 'faqs', ['k-a']);
    expect(fieldPath(['faqs-2', 'k-gone', undefined], 'answer')).toBeUndefined();
    forgetField('faqs-2');
    expect(fieldPath(['faqs-2', 'k-a', undefined], 'answer')).toBeUndefined();
  });
});
