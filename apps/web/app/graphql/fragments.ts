// Fragments shared by many pages. Documents that spread one get its definition appended by codegen.
import { graphql } from "./generated/gql.ts";

/** Everything <Picture> needs (components/picture.tsx). */
export const imageFields = graphql(`
  fragment ImageFields on Image {
    id
    checksum
    width
    height
    alt
    dominant_color
  }
`);
