import { formatPhoneDisplay } from "./phone";

// The privacy notices (decision 070, UU 27/2022): a shop's 'Kebijakan Privasi', written from
// its settings, and the platform's own. Short sections, each a title and its sentences.

export type NoticeSection = { title: string; paragraphs: string[] };

export type ShopNoticeInput = {
  shopName: string;
  retentionMonths: number;
  /** The shop's WhatsApp (customer service, else its phone); null: none set. */
  whatsapp: string | null;
  email: string | null;
  siteTitle: string;
};

const monthsText = (months: number) =>
  months % 12 === 0 ? `${months / 12} tahun` : `${months} bulan`;

/** A shop's notice: what it keeps, why, how long, and whom to ask. */
export function shopPrivacyNotice(shop: ShopNoticeInput): NoticeSection[] {
  const contacts = [
    shop.whatsapp ? `WhatsApp ${formatPhoneDisplay(shop.whatsapp)}` : null,
    shop.email ? `e-mail ${shop.email}` : null,
  ].filter((contact): contact is string => contact !== null);
  return [
    {
      title: "Data yang kami simpan",
      paragraphs: [
        `Saat Anda memesan, ${shop.shopName} menyimpan nama, nomor WhatsApp, alamat dan lokasi pengantaran (bila pesanan diantar), serta catatan pesanan Anda, bersama produk, jumlah, dan total pesanan.`,
      ],
    },
    {
      title: "Untuk apa",
      paragraphs: [
        "Data dipakai untuk memproses, mengantar, dan mengonfirmasi pesanan Anda lewat WhatsApp.",
        `Info promo hanya dikirim bila Anda mencentang persetujuan saat checkout. Anda bisa berhenti kapan saja dengan memberi tahu ${shop.shopName}.`,
      ],
    },
    {
      title: "Berapa lama",
      paragraphs: [
        `Data Anda disimpan ${monthsText(shop.retentionMonths)} setelah pesanan terakhir Anda di ${shop.shopName}, lalu nama, nomor, alamat, lokasi, dan catatan dihapus otomatis. Produk dan total pesanan tetap tercatat tanpa data pribadi Anda.`,
      ],
    },
    {
      title: "Hak Anda",
      paragraphs: [
        `Anda berhak meminta salinan data Anda atau meminta data Anda dihapus. Hubungi ${shop.shopName}${contacts.length > 0 ? ` lewat ${contacts.join(" atau ")}` : ""}.`,
        `Toko ini menggunakan layanan ${shop.siteTitle}; ${shop.shopName} yang menentukan penggunaan data pesanannya.`,
      ],
    },
  ];
}

/** The platform's own notice, under its site title. */
export function platformPrivacyNotice(platform: {
  siteTitle: string;
  supportPhone: string | null;
}): NoticeSection[] {
  return [
    {
      title: "Data yang kami simpan",
      paragraphs: [
        `${platform.siteTitle} menyimpan data akun penjual (nama, e-mail, dan data toko) serta data pesanan yang dikirim pelanggan ke setiap toko: nama, nomor WhatsApp, alamat dan lokasi pengantaran, dan catatan.`,
      ],
    },
    {
      title: "Untuk apa",
      paragraphs: [
        "Data akun dipakai untuk masuk dan mengelola toko. Data pesanan dipakai toko untuk memproses dan mengantar pesanan; promosi hanya untuk pelanggan yang menyetujuinya.",
      ],
    },
    {
      title: "Berapa lama",
      paragraphs: [
        "Setiap toko menentukan masa simpan data pelanggannya (bawaan 2 tahun setelah pesanan terakhir); setelah itu data pribadi di pesanan dihapus otomatis.",
      ],
    },
    {
      title: "Hak Anda",
      paragraphs: [
        "Untuk data pesanan, hubungi toko tempat Anda memesan: setiap toko menjelaskan caranya di halaman Kebijakan Privasi tokonya.",
        platform.supportPhone
          ? `Untuk data akun, hubungi ${platform.siteTitle} lewat WhatsApp ${formatPhoneDisplay(platform.supportPhone)}.`
          : `Untuk data akun, hubungi ${platform.siteTitle}.`,
      ],
    },
  ];
}
