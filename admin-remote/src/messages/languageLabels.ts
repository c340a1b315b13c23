// The two halves of a translated text, each labelled in its own language whatever the admin's:
// staff see at once which language a box wants. The same words in both dictionaries (./en.ts and
// ./id.ts spread them).
export const LANGUAGE_LABELS = {
  nameInEnglish: 'Name (English)',
  nameInIndonesian: 'Nama (Indonesia)',
  descriptionInEnglish: 'Description (English)',
  descriptionInIndonesian: 'Deskripsi (Indonesia)',
  taglineInEnglish: 'Tagline (English)',
  taglineInIndonesian: 'Slogan (Indonesia)',
  aboutInEnglish: 'About text (English)',
  aboutInIndonesian: 'Teks Tentang Kami (Indonesia)',
  titleInEnglish: 'Title (English)',
  titleInIndonesian: 'Judul (Indonesia)',
  textInEnglish: 'Text (English)',
  textInIndonesian: 'Teks (Indonesia)',
  headingInEnglish: 'Heading (English)',
  headingInIndonesian: 'Judul bagian (Indonesia)',
};
