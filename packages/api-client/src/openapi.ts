/**
 * The API's paths and schemas, GENERATED from its OpenAPI document by `npm run generate:api`
 * (apps/api/src/openapi/document.ts with openapi-typescript). Do not edit: change the TypeBox schema
 * in apps/api/src/schemas/ and regenerate. A test fails when this file is not current.
 */

export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness, database and search index check (no internals) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok";
                            search: {
                                state: "off" | "building" | "ready" | "behind";
                                lagMs: number | null;
                                buildMs: number | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/locales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Display texts for i18next, by language and namespace
         * @description Texts of the namespaces: spec §7’s twelve (common, search, calendar, pax, tour, hotel, coupon, favorite, booking, account, error, seo) and the back office’s (operator). lang showID is served as ja.
         */
        get: {
            parameters: {
                query: {
                    /** @description ja | en | showID */
                    lang: string;
                    /** @description Comma-separated namespaces; all when absent */
                    ns?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description namespace → key → text */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/locales/{lng}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Spec §7 locale file of i18next’s HTTP backend: one namespace of one language */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description ja | en | showID (served as ja) */
                    lng: string;
                    /** @description {ns}.json, one of the twelve namespaces */
                    file: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the namespace’s texts: key → text (i18next `{{x}}` placeholders, `_one`/`_other` plurals) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/locales/add/{lng}/{ns}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Spec §7: keys the browser did not find (i18next saveMissing), kept for translators
         * @description Body: a JSON object key → fallback text (at most 50 keys). Keys that exist, are malformed or arrive when 5,000 keys are listed are ignored; a key already listed only counts again. The list: GET /v1/operator/locales/missing.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    lng: string;
                    ns: string;
                };
                cookie?: never;
            };
            /** @description i18next saveMissing: key → fallback text (at most 50 keys a call) */
            requestBody: {
                content: {
                    "application/json": {
                        [key: string]: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description keys recorded (new or seen again) */
                            stored: number;
                            /** @description keys that exist, are malformed, or find the list full */
                            ignored: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hotels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Hotel search: best plan per hotel priced for the exact party, per adult per night, tax included */
        get: {
            parameters: {
                query?: {
                    /** @description ja (default) | en */
                    lang?: string;
                    /** @description air, train, 00, 01 (else 400 'xx is invalid approachType') */
                    approachType?: string;
                    /** @description region slugs, prefecture, area or district codes, comma-separated */
                    arrAreaCode?: string;
                    depAreaCode?: string;
                    depAirport?: string;
                    depStation?: string;
                    depGenericStation?: string;
                    /** @description departure or stay date YYYYMMDD (a real day, else 'goDate is wrong') */
                    goDate?: string;
                    /** @description 1: search without a date */
                    isNoDate?: "0" | "1";
                    /** @description nights */
                    nights?: number;
                    /** @description travel days of a tour */
                    tourDays?: number;
                    /** @description people per room; default 2 */
                    paxPerRoom?: number;
                    /** @description adults; default paxPerRoom × roomCount */
                    adultPax?: number;
                    /** @description child params joined by the people delimiter (e.g. 8-b1s1sc1) */
                    childPax?: string;
                    /** @description rooms; default 1 */
                    roomCount?: number;
                    /** @description lowest price per adult, yen */
                    minPrice?: number;
                    /** @description highest price per adult, yen */
                    maxPrice?: number;
                    kodawari?: string;
                    notExcludeKodawari?: string;
                    keyword?: string;
                    planGroupKeyword?: string;
                    meal?: string;
                    roomType?: string;
                    hotelIds?: string;
                    tourIds?: string;
                    planIds?: string;
                    tourType?: string;
                    GroupID?: string;
                    groupCode?: string;
                    ITEM_CD?: string;
                    /** @description lowPrice when not given */
                    sort?: "recommend" | "popular" | "lowPrice" | "highPrice";
                    /** @description page number from 1 */
                    page?: number;
                    /** @description items per page; default 20 */
                    ipg?: number;
                    /** @description adults plus children using a bed */
                    bedCount?: number;
                    /** @description children without a bed */
                    noBedCount?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            hotels: {
                                hotelId: string;
                                hotelName: string;
                                hotelNameKana: string;
                                hotelType: {
                                    code: string;
                                    name: string;
                                };
                                area: {
                                    area1: {
                                        code: string;
                                        name: string;
                                    };
                                    area2: {
                                        code: string;
                                        name: string;
                                    };
                                    area3: {
                                        code: string;
                                        name: string;
                                    };
                                    area4: {
                                        code: string;
                                        name: string;
                                    };
                                };
                                address: string;
                                lat: number | null;
                                lng: number | null;
                                catchCopy: string;
                                access: string;
                                /** @description HHmm */
                                checkinTime: string;
                                /** @description HHmm */
                                checkinTimeEnd: string;
                                /** @description HHmm */
                                checkoutTime: string;
                                evaluation: {
                                    status: "published" | "collecting";
                                    score: number | null;
                                    reviewCount: number;
                                    /** @description YYYYMMDD */
                                    periodFrom: string;
                                    /** @description YYYYMMDD */
                                    periodTo: string;
                                };
                                kodawari: {
                                    code: string;
                                    name: string;
                                }[];
                                recommendPoints: string[];
                                /** @description the first four images */
                                images: {
                                    /** @description image path under the API (/static/img/…) */
                                    path: string;
                                    alt: string;
                                    /** @description image category code */
                                    category: string;
                                }[];
                                /** @description the hotel has a hot-spring bath */
                                onsen: boolean;
                                price: {
                                    /** @description the best plan per adult per night */
                                    perAdult: number;
                                    /** @description the party's total of the best plan */
                                    total: number;
                                    priceFrom: number;
                                    priceTo: number;
                                    nights: number;
                                    /** @enum {boolean} */
                                    taxIncluded: true;
                                };
                                /** @description only in a JR dynamic-package search (a departure was given) */
                                dp?: {
                                    /** @enum {string} */
                                    transport: "jr";
                                    departure: {
                                        code: string;
                                        name: string;
                                    };
                                    km: number;
                                    transportPerAdult: number;
                                    setPricePerAdult: number;
                                    setTotal: number;
                                    nights: number;
                                    /** @enum {boolean} */
                                    taxIncluded: true;
                                };
                                stock: number | null;
                                planCount: number;
                                plan: {
                                    planId: string;
                                    planName: string;
                                    mealType: {
                                        code: string;
                                        name: string;
                                    };
                                    planGroup: {
                                        code: string;
                                        name: string;
                                    };
                                    minPax: number;
                                    maxPax: number;
                                    canSmoke: boolean;
                                    room: {
                                        roomId: string;
                                        roomName: string;
                                        roomType: {
                                            code: string;
                                            name: string;
                                        };
                                        sizeM2: number;
                                        beds: {
                                            bedType: {
                                                code: string;
                                                name: string;
                                            };
                                            widthCm: number;
                                            lengthCm: number;
                                            count: number;
                                        }[];
                                        canSmoke: boolean;
                                        bath: {
                                            code: string;
                                            name: string;
                                        };
                                        toilet: {
                                            code: string;
                                            name: string;
                                        };
                                        capacityMin: number;
                                        capacityMax: number;
                                        extraBedMax: number;
                                        view: string | null;
                                        amenities: {
                                            code: string;
                                            name: string;
                                        }[];
                                        images: {
                                            /** @description image path under the API (/static/img/…) */
                                            path: string;
                                            alt: string;
                                            /** @description image category code */
                                            category: string;
                                        }[];
                                    } | null;
                                };
                            }[];
                            count: number;
                            page: number;
                            ipg: number;
                            /** @description query fields given but not applied by this list (e.g. a meal on a tour list, an air departure on a hotel list priced stay-only, people per room on an undated tour list priced at 2 per room); the page says so instead of showing them as honoured */
                            notApplied: string[];
                        };
                    };
                };
                /** @description not modified: If-None-Match names the current ETag, no body */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hotels.count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Number of hotels the same search finds */
        get: {
            parameters: {
                query?: {
                    /** @description ja (default) | en */
                    lang?: string;
                    /** @description air, train, 00, 01 (else 400 'xx is invalid approachType') */
                    approachType?: string;
                    /** @description region slugs, prefecture, area or district codes, comma-separated */
                    arrAreaCode?: string;
                    depAreaCode?: string;
                    depAirport?: string;
                    depStation?: string;
                    depGenericStation?: string;
                    /** @description departure or stay date YYYYMMDD (a real day, else 'goDate is wrong') */
                    goDate?: string;
                    /** @description 1: search without a date */
                    isNoDate?: "0" | "1";
                    /** @description nights */
                    nights?: number;
                    /** @description travel days of a tour */
                    tourDays?: number;
                    /** @description people per room; default 2 */
                    paxPerRoom?: number;
                    /** @description adults; default paxPerRoom × roomCount */
                    adultPax?: number;
                    /** @description child params joined by the people delimiter (e.g. 8-b1s1sc1) */
                    childPax?: string;
                    /** @description rooms; default 1 */
                    roomCount?: number;
                    /** @description lowest price per adult, yen */
                    minPrice?: number;
                    /** @description highest price per adult, yen */
                    maxPrice?: number;
                    kodawari?: string;
                    notExcludeKodawari?: string;
                    keyword?: string;
                    planGroupKeyword?: string;
                    meal?: string;
                    roomType?: string;
                    hotelIds?: string;
                    tourIds?: string;
                    planIds?: string;
                    tourType?: string;
                    GroupID?: string;
                    groupCode?: string;
                    ITEM_CD?: string;
                    /** @description lowPrice when not given */
                    sort?: "recommend" | "popular" | "lowPrice" | "highPrice";
                    /** @description page number from 1 */
                    page?: number;
                    /** @description items per page; default 20 */
                    ipg?: number;
                    /** @description adults plus children using a bed */
                    bedCount?: number;
                    /** @description children without a bed */
                    noBedCount?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            count: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hotels.promotion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Hotels of a special (specialCode), searched with the condition's fields */
        get: {
            parameters: {
                query: {
                    /** @description ja (default) | en */
                    lang?: string;
                    /** @description air, train, 00, 01 (else 400 'xx is invalid approachType') */
                    approachType?: string;
                    /** @description region slugs, prefecture, area or district codes, comma-separated */
                    arrAreaCode?: string;
                    depAreaCode?: string;
                    depAirport?: string;
                    depStation?: string;
                    depGenericStation?: string;
                    /** @description departure or stay date YYYYMMDD (a real day, else 'goDate is wrong') */
                    goDate?: string;
                    /** @description 1: search without a date */
                    isNoDate?: "0" | "1";
                    /** @description nights */
                    nights?: number;
                    /** @description travel days of a tour */
                    tourDays?: number;
                    /** @description people per room; default 2 */
                    paxPerRoom?: number;
                    /** @description adults; default paxPerRoom × roomCount */
                    adultPax?: number;
                    /** @description child params joined by the people delimiter (e.g. 8-b1s1sc1) */
                    childPax?: string;
                    /** @description rooms; default 1 */
                    roomCount?: number;
                    /** @description lowest price per adult, yen */
                    minPrice?: number;
                    /** @description highest price per adult, yen */
                    maxPrice?: number;
                    kodawari?: string;
                    notExcludeKodawari?: string;
                    keyword?: string;
                    planGroupKeyword?: string;
                    meal?: string;
                    roomType?: string;
                    hotelIds?: string;
                    tourIds?: string;
                    planIds?: string;
                    tourType?: string;
                    GroupID?: string;
                    groupCode?: string;
                    ITEM_CD?: string;
                    /** @description lowPrice when not given */
                    sort?: "recommend" | "popular" | "lowPrice" | "highPrice";
                    /** @description page number from 1 */
                    page?: number;
                    /** @description items per page; default 20 */
                    ipg?: number;
                    /** @description adults plus children using a bed */
                    bedCount?: number;
                    /** @description children without a bed */
                    noBedCount?: number;
                    specialCode: string;
                    /** @description 'all' (default): every hotel of the special */
                    requestApi?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            hotels: {
                                hotelId: string;
                                hotelName: string;
                                hotelNameKana: string;
                                hotelType: {
                                    code: string;
                                    name: string;
                                };
                                area: {
                                    area1: {
                                        code: string;
                                        name: string;
                                    };
                                    area2: {
                                        code: string;
                                        name: string;
                                    };
                                    area3: {
                                        code: string;
                                        name: string;
                                    };
                                    area4: {
                                        code: string;
                                        name: string;
                                    };
                                };
                                address: string;
                                lat: number | null;
                                lng: number | null;
                                catchCopy: string;
                                access: string;
                                /** @description HHmm */
                                checkinTime: string;
                                /** @description HHmm */
                                checkinTimeEnd: string;
                                /** @description HHmm */
                                checkoutTime: string;
                                evaluation: {
                                    status: "published" | "collecting";
                                    score: number | null;
                                    reviewCount: number;
                                    /** @description YYYYMMDD */
                                    periodFrom: string;
                                    /** @description YYYYMMDD */
                                    periodTo: string;
                                };
                                kodawari: {
                                    code: string;
                                    name: string;
                                }[];
                                recommendPoints: string[];
                                /** @description the first four images */
                                images: {
                                    /** @description image path under the API (/static/img/…) */
                                    path: string;
                                    alt: string;
                                    /** @description image category code */
                                    category: string;
                                }[];
                                /** @description the hotel has a hot-spring bath */
                                onsen: boolean;
                                price: {
                                    /** @description the best plan per adult per night */
                                    perAdult: number;
                                    /** @description the party's total of the best plan */
                                    total: number;
                                    priceFrom: number;
                                    priceTo: number;
                                    nights: number;
                                    /** @enum {boolean} */
                                    taxIncluded: true;
                                };
                                /** @description only in a JR dynamic-package search (a departure was given) */
                                dp?: {
                                    /** @enum {string} */
                                    transport: "jr";
                                    departure: {
                                        code: string;
                                        name: string;
                                    };
                                    km: number;
                                    transportPerAdult: number;
                                    setPricePerAdult: number;
                                    setTotal: number;
                                    nights: number;
                                    /** @enum {boolean} */
                                    taxIncluded: true;
                                };
                                stock: number | null;
                                planCount: number;
                                plan: {
                                    planId: string;
                                    planName: string;
                                    mealType: {
                                        code: string;
                                        name: string;
                                    };
                                    planGroup: {
                                        code: string;
                                        name: string;
                                    };
                                    minPax: number;
                                    maxPax: number;
                                    canSmoke: boolean;
                                    room: {
                                        roomId: string;
                                        roomName: string;
                                        roomType: {
                                            code: string;
                                            name: string;
                                        };
                                        sizeM2: number;
                                        beds: {
                                            bedType: {
                                                code: string;
                                                name: string;
                                            };
                                            widthCm: number;
                                            lengthCm: number;
                                            count: number;
                                        }[];
                                        canSmoke: boolean;
                                        bath: {
                                            code: string;
                                            name: string;
                                        };
                                        toilet: {
                                            code: string;
                                            name: string;
                                        };
                                        capacityMin: number;
                                        capacityMax: number;
                                        extraBedMax: number;
                                        view: string | null;
                                        amenities: {
                                            code: string;
                                            name: string;
                                        }[];
                                        images: {
                                            /** @description image path under the API (/static/img/…) */
                                            path: string;
                                            alt: string;
                                            /** @description image category code */
                                            category: string;
                                        }[];
                                    } | null;
                                };
                            }[];
                            count: number;
                            page: number;
                            ipg: number;
                            /** @description query fields given but not applied by this list (e.g. a meal on a tour list, an air departure on a hotel list priced stay-only, people per room on an undated tour list priced at 2 per room); the page says so instead of showing them as honoured */
                            notApplied: string[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hotel/{hotelId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Hotel detail: access, basic info, rooms and amenities, hot-spring bath, facilities and services */
        get: {
            parameters: {
                query?: {
                    lang?: string;
                };
                header?: never;
                path: {
                    hotelId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            hotelId: string;
                            hotelName: string;
                            hotelNameKana: string;
                            hotelType: {
                                code: string;
                                name: string;
                            };
                            area: {
                                area1: {
                                    code: string;
                                    name: string;
                                };
                                area2: {
                                    code: string;
                                    name: string;
                                };
                                area3: {
                                    code: string;
                                    name: string;
                                };
                                area4: {
                                    code: string;
                                    name: string;
                                };
                            };
                            address: string;
                            lat: number | null;
                            lng: number | null;
                            catchCopy: string;
                            access: string;
                            /** @description HHmm */
                            checkinTime: string;
                            /** @description HHmm */
                            checkinTimeEnd: string;
                            /** @description HHmm */
                            checkoutTime: string;
                            evaluation: {
                                status: "published" | "collecting";
                                score: number | null;
                                reviewCount: number;
                                /** @description YYYYMMDD */
                                periodFrom: string;
                                /** @description YYYYMMDD */
                                periodTo: string;
                            };
                            kodawari: {
                                code: string;
                                name: string;
                            }[];
                            recommendPoints: string[];
                            /** @description every image of the hotel */
                            images: {
                                path: string;
                                alt: string;
                                category: {
                                    code: string;
                                    name: string;
                                };
                            }[];
                            onsen: {
                                onsenName: string;
                                springQuality: string;
                                efficacy: string;
                                kakenagashi: boolean;
                                indoorBaths: number;
                                outdoorBaths: number;
                                privateBaths: number;
                                bathingHours: string;
                                dayTripBathing: boolean;
                            } | null;
                            nearestStation: string;
                            walkMinutes: number | null;
                            totalRooms: number;
                            parking: {
                                available: boolean;
                                free: boolean;
                                capacity: number;
                                note: string;
                            };
                            facilities: {
                                code: string;
                                name: string;
                            }[];
                            services: {
                                code: string;
                                name: string;
                            }[];
                            rooms: {
                                roomId: string;
                                roomName: string;
                                roomType: {
                                    code: string;
                                    name: string;
                                };
                                sizeM2: number;
                                beds: {
                                    bedType: {
                                        code: string;
                                        name: string;
                                    };
                                    widthCm: number;
                                    lengthCm: number;
                                    count: number;
                                }[];
                                canSmoke: boolean;
                                bath: {
                                    code: string;
                                    name: string;
                                };
                                toilet: {
                                    code: string;
                                    name: string;
                                };
                                capacityMin: number;
                                capacityMax: number;
                                extraBedMax: number;
                                view: string | null;
                                amenities: {
                                    code: string;
                                    name: string;
                                }[];
                                images: {
                                    /** @description image path under the API (/static/img/…) */
                                    path: string;
                                    alt: string;
                                    /** @description image category code */
                                    category: string;
                                }[];
                            }[];
                            planCount: number;
                        };
                    };
                };
                /** @description not modified: If-None-Match names the current ETag, no body */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hotel/{hotelId}/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The hotel's plans sellable for the condition, priced for the party (cheapest first); with a JR departure each plan carries dp: the set price with the basic JR round trip (ordinary reserved seat) and the green car */
        get: {
            parameters: {
                query?: {
                    /** @description ja (default) | en */
                    lang?: string;
                    /** @description air, train, 00, 01 (else 400 'xx is invalid approachType') */
                    approachType?: string;
                    /** @description region slugs, prefecture, area or district codes, comma-separated */
                    arrAreaCode?: string;
                    depAreaCode?: string;
                    depAirport?: string;
                    depStation?: string;
                    depGenericStation?: string;
                    /** @description departure or stay date YYYYMMDD (a real day, else 'goDate is wrong') */
                    goDate?: string;
                    /** @description 1: search without a date */
                    isNoDate?: "0" | "1";
                    /** @description nights */
                    nights?: number;
                    /** @description travel days of a tour */
                    tourDays?: number;
                    /** @description people per room; default 2 */
                    paxPerRoom?: number;
                    /** @description adults; default paxPerRoom × roomCount */
                    adultPax?: number;
                    /** @description child params joined by the people delimiter (e.g. 8-b1s1sc1) */
                    childPax?: string;
                    /** @description rooms; default 1 */
                    roomCount?: number;
                    /** @description lowest price per adult, yen */
                    minPrice?: number;
                    /** @description highest price per adult, yen */
                    maxPrice?: number;
                    kodawari?: string;
                    notExcludeKodawari?: string;
                    keyword?: string;
                    planGroupKeyword?: string;
                    meal?: string;
                    roomType?: string;
                    hotelIds?: string;
                    tourIds?: string;
                    planIds?: string;
                    tourType?: string;
                    GroupID?: string;
                    groupCode?: string;
                    ITEM_CD?: string;
                    /** @description lowPrice when not given */
                    sort?: "recommend" | "popular" | "lowPrice" | "highPrice";
                    /** @description page number from 1 */
                    page?: number;
                    /** @description items per page; default 20 */
                    ipg?: number;
                    /** @description adults plus children using a bed */
                    bedCount?: number;
                    /** @description children without a bed */
                    noBedCount?: number;
                };
                header?: never;
                path: {
                    hotelId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            plans: {
                                planId: string;
                                planName: string;
                                mealType: {
                                    code: string;
                                    name: string;
                                };
                                planGroup: {
                                    code: string;
                                    name: string;
                                };
                                minPax: number;
                                maxPax: number;
                                canSmoke: boolean;
                                description: string;
                                cancelPolicy: string;
                                kodawari: {
                                    code: string;
                                    name: string;
                                }[];
                                minNights: number;
                                bookingDeadlineDays: number;
                                price: {
                                    /** @description per adult per night */
                                    perAdult: number;
                                    /** @description the party's total */
                                    total: number;
                                    nights: number;
                                    /** @enum {boolean} */
                                    taxIncluded: true;
                                    breakdown: {
                                        label: string;
                                        paxType: string;
                                        price: number;
                                        count: number;
                                    }[];
                                };
                                stock: number | null;
                                dp?: {
                                    /** @description one adult's JR round trip */
                                    transportPerAdult: number;
                                    /** @description the party's JR round trips */
                                    transportTotal: number;
                                    /** @description the stay per adult (per night × nights) plus one round trip */
                                    setPricePerAdult: number;
                                    /** @description the party's stay plus its round trips */
                                    setTotal: number;
                                    /** @enum {string} */
                                    transport: "jr";
                                    departure: {
                                        code: string;
                                        name: string;
                                    };
                                    km: number;
                                    nights: number;
                                    /** @enum {boolean} */
                                    taxIncluded: true;
                                    green: {
                                        /** @description one adult's JR round trip */
                                        transportPerAdult: number;
                                        /** @description the party's JR round trips */
                                        transportTotal: number;
                                        /** @description the stay per adult (per night × nights) plus one round trip */
                                        setPricePerAdult: number;
                                        /** @description the party's stay plus its round trips */
                                        setTotal: number;
                                        extraPerAdult: number;
                                        extraTotal: number;
                                    };
                                };
                                rooms: {
                                    roomId: string;
                                    roomName: string;
                                    roomType: {
                                        code: string;
                                        name: string;
                                    };
                                    sizeM2: number;
                                    beds: {
                                        bedType: {
                                            code: string;
                                            name: string;
                                        };
                                        widthCm: number;
                                        lengthCm: number;
                                        count: number;
                                    }[];
                                    canSmoke: boolean;
                                    bath: {
                                        code: string;
                                        name: string;
                                    };
                                    toilet: {
                                        code: string;
                                        name: string;
                                    };
                                    capacityMin: number;
                                    capacityMax: number;
                                    extraBedMax: number;
                                    view: string | null;
                                    amenities: {
                                        code: string;
                                        name: string;
                                    }[];
                                    images: {
                                        /** @description image path under the API (/static/img/…) */
                                        path: string;
                                        alt: string;
                                        /** @description image category code */
                                        category: string;
                                    }[];
                                }[];
                            }[];
                            count: number;
                            page: number;
                            ipg: number;
                        };
                    };
                };
                /** @description not modified: If-None-Match names the current ETag, no body */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hotel/{hotelId}/plans.count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Number of plans the same condition finds */
        get: {
            parameters: {
                query?: {
                    /** @description ja (default) | en */
                    lang?: string;
                    /** @description air, train, 00, 01 (else 400 'xx is invalid approachType') */
                    approachType?: string;
                    /** @description region slugs, prefecture, area or district codes, comma-separated */
                    arrAreaCode?: string;
                    depAreaCode?: string;
                    depAirport?: string;
                    depStation?: string;
                    depGenericStation?: string;
                    /** @description departure or stay date YYYYMMDD (a real day, else 'goDate is wrong') */
                    goDate?: string;
                    /** @description 1: search without a date */
                    isNoDate?: "0" | "1";
                    /** @description nights */
                    nights?: number;
                    /** @description travel days of a tour */
                    tourDays?: number;
                    /** @description people per room; default 2 */
                    paxPerRoom?: number;
                    /** @description adults; default paxPerRoom × roomCount */
                    adultPax?: number;
                    /** @description child params joined by the people delimiter (e.g. 8-b1s1sc1) */
                    childPax?: string;
                    /** @description rooms; default 1 */
                    roomCount?: number;
                    /** @description lowest price per adult, yen */
                    minPrice?: number;
                    /** @description highest price per adult, yen */
                    maxPrice?: number;
                    kodawari?: string;
                    notExcludeKodawari?: string;
                    keyword?: string;
                    planGroupKeyword?: string;
                    meal?: string;
                    roomType?: string;
                    hotelIds?: string;
                    tourIds?: string;
                    planIds?: string;
                    tourType?: string;
                    GroupID?: string;
                    groupCode?: string;
                    ITEM_CD?: string;
                    /** @description lowPrice when not given */
                    sort?: "recommend" | "popular" | "lowPrice" | "highPrice";
                    /** @description page number from 1 */
                    page?: number;
                    /** @description items per page; default 20 */
                    ipg?: number;
                    /** @description adults plus children using a bed */
                    bedCount?: number;
                    /** @description children without a bed */
                    noBedCount?: number;
                };
                header?: never;
                path: {
                    hotelId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            count: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hotel/{hotelId}/rooms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Rooms of the hotel, each with the plans that sell it for the condition (planIds narrows to a plan) */
        get: {
            parameters: {
                query?: {
                    /** @description ja (default) | en */
                    lang?: string;
                    /** @description air, train, 00, 01 (else 400 'xx is invalid approachType') */
                    approachType?: string;
                    /** @description region slugs, prefecture, area or district codes, comma-separated */
                    arrAreaCode?: string;
                    depAreaCode?: string;
                    depAirport?: string;
                    depStation?: string;
                    depGenericStation?: string;
                    /** @description departure or stay date YYYYMMDD (a real day, else 'goDate is wrong') */
                    goDate?: string;
                    /** @description 1: search without a date */
                    isNoDate?: "0" | "1";
                    /** @description nights */
                    nights?: number;
                    /** @description travel days of a tour */
                    tourDays?: number;
                    /** @description people per room; default 2 */
                    paxPerRoom?: number;
                    /** @description adults; default paxPerRoom × roomCount */
                    adultPax?: number;
                    /** @description child params joined by the people delimiter (e.g. 8-b1s1sc1) */
                    childPax?: string;
                    /** @description rooms; default 1 */
                    roomCount?: number;
                    /** @description lowest price per adult, yen */
                    minPrice?: number;
                    /** @description highest price per adult, yen */
                    maxPrice?: number;
                    kodawari?: string;
                    notExcludeKodawari?: string;
                    keyword?: string;
                    planGroupKeyword?: string;
                    meal?: string;
                    roomType?: string;
                    hotelIds?: string;
                    tourIds?: string;
                    planIds?: string;
                    tourType?: string;
                    GroupID?: string;
                    groupCode?: string;
                    ITEM_CD?: string;
                    /** @description lowPrice when not given */
                    sort?: "recommend" | "popular" | "lowPrice" | "highPrice";
                    /** @description page number from 1 */
                    page?: number;
                    /** @description items per page; default 20 */
                    ipg?: number;
                    /** @description adults plus children using a bed */
                    bedCount?: number;
                    /** @description children without a bed */
                    noBedCount?: number;
                };
                header?: never;
                path: {
                    hotelId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            rooms: {
                                roomId: string;
                                roomName: string;
                                roomType: {
                                    code: string;
                                    name: string;
                                };
                                sizeM2: number;
                                beds: {
                                    bedType: {
                                        code: string;
                                        name: string;
                                    };
                                    widthCm: number;
                                    lengthCm: number;
                                    count: number;
                                }[];
                                canSmoke: boolean;
                                bath: {
                                    code: string;
                                    name: string;
                                };
                                toilet: {
                                    code: string;
                                    name: string;
                                };
                                capacityMin: number;
                                capacityMax: number;
                                extraBedMax: number;
                                view: string | null;
                                amenities: {
                                    code: string;
                                    name: string;
                                }[];
                                images: {
                                    /** @description image path under the API (/static/img/…) */
                                    path: string;
                                    alt: string;
                                    /** @description image category code */
                                    category: string;
                                }[];
                                plans: {
                                    planId: string;
                                    planName: string;
                                    mealType: {
                                        code: string;
                                        name: string;
                                    };
                                    planGroup: {
                                        code: string;
                                        name: string;
                                    };
                                    minPax: number;
                                    maxPax: number;
                                    canSmoke: boolean;
                                    description: string;
                                    cancelPolicy: string;
                                    kodawari: {
                                        code: string;
                                        name: string;
                                    }[];
                                    minNights: number;
                                    bookingDeadlineDays: number;
                                    price: {
                                        /** @description per adult per night */
                                        perAdult: number;
                                        /** @description the party's total */
                                        total: number;
                                        nights: number;
                                        /** @enum {boolean} */
                                        taxIncluded: true;
                                        breakdown: {
                                            label: string;
                                            paxType: string;
                                            price: number;
                                            count: number;
                                        }[];
                                    };
                                    stock: number | null;
                                    dp?: {
                                        /** @description one adult's JR round trip */
                                        transportPerAdult: number;
                                        /** @description the party's JR round trips */
                                        transportTotal: number;
                                        /** @description the stay per adult (per night × nights) plus one round trip */
                                        setPricePerAdult: number;
                                        /** @description the party's stay plus its round trips */
                                        setTotal: number;
                                        /** @enum {string} */
                                        transport: "jr";
                                        departure: {
                                            code: string;
                                            name: string;
                                        };
                                        km: number;
                                        nights: number;
                                        /** @enum {boolean} */
                                        taxIncluded: true;
                                        green: {
                                            /** @description one adult's JR round trip */
                                            transportPerAdult: number;
                                            /** @description the party's JR round trips */
                                            transportTotal: number;
                                            /** @description the stay per adult (per night × nights) plus one round trip */
                                            setPricePerAdult: number;
                                            /** @description the party's stay plus its round trips */
                                            setTotal: number;
                                            extraPerAdult: number;
                                            extraTotal: number;
                                        };
                                    };
                                }[];
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hotel/{hotelId}/plans/totalPriceForAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** planTotalPriceForAll: total for the party for each plan (planIds), with price-breakdown rows */
        get: {
            parameters: {
                query?: {
                    /** @description ja (default) | en */
                    lang?: string;
                    /** @description air, train, 00, 01 (else 400 'xx is invalid approachType') */
                    approachType?: string;
                    /** @description region slugs, prefecture, area or district codes, comma-separated */
                    arrAreaCode?: string;
                    depAreaCode?: string;
                    depAirport?: string;
                    depStation?: string;
                    depGenericStation?: string;
                    /** @description departure or stay date YYYYMMDD (a real day, else 'goDate is wrong') */
                    goDate?: string;
                    /** @description 1: search without a date */
                    isNoDate?: "0" | "1";
                    /** @description nights */
                    nights?: number;
                    /** @description travel days of a tour */
                    tourDays?: number;
                    /** @description people per room; default 2 */
                    paxPerRoom?: number;
                    /** @description adults; default paxPerRoom × roomCount */
                    adultPax?: number;
                    /** @description child params joined by the people delimiter (e.g. 8-b1s1sc1) */
                    childPax?: string;
                    /** @description rooms; default 1 */
                    roomCount?: number;
                    /** @description lowest price per adult, yen */
                    minPrice?: number;
                    /** @description highest price per adult, yen */
                    maxPrice?: number;
                    kodawari?: string;
                    notExcludeKodawari?: string;
                    keyword?: string;
                    planGroupKeyword?: string;
                    meal?: string;
                    roomType?: string;
                    hotelIds?: string;
                    tourIds?: string;
                    planIds?: string;
                    tourType?: string;
                    GroupID?: string;
                    groupCode?: string;
                    ITEM_CD?: string;
                    /** @description lowPrice when not given */
                    sort?: "recommend" | "popular" | "lowPrice" | "highPrice";
                    /** @description page number from 1 */
                    page?: number;
                    /** @description items per page; default 20 */
                    ipg?: number;
                    /** @description adults plus children using a bed */
                    bedCount?: number;
                    /** @description children without a bed */
                    noBedCount?: number;
                };
                header?: never;
                path: {
                    hotelId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            plans: {
                                planId: string;
                                available: boolean;
                                total?: number;
                                perAdult?: number;
                                breakdown?: {
                                    label: string;
                                    paxType: string;
                                    price: number;
                                    count: number;
                                }[];
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search tours
         * @description Search conditions (spec §3): approachType (filters only when given; train = JR and limited
         *     express), depAreaCode | depAirport | depStation | depGenericStation (+ depGenericStationApproach), arrAreaCode
         *     (list of region slugs, prefecture, area or district codes; a district matches its area), goDate (YYYYMMDD: a
         *     departure with stock and a price that day) or no date (isNoDate=1 or no goDate: the lowest bookable price from
         *     today), tourDays, nights, kodawari (all must match; a parent code matches its children), keyword (space separated;
         *     each must appear in the tour's normalised name/keywords: kanji, kana and romaji), tourType, tourIds, hotelIds,
         *     defaultHotelIds, defaultPlanIds, defaultPlanMeal, minPrice / maxPrice (priceFrom per adult), sort (recommend,
         *     popular, lowPrice (default), highPrice; ties by tourId), page, ipg (1–100, default 20), allTours, lang (ja | en).
         *     Prices are per adult, tax included, at the party's people per room (adultPax + children using a bed over
         *     roomCount, else paxPerRoom) with a date, at 2 per room without one (then notApplied names paxPerRoom); notApplied
         *     also names hotel-only fields given (meal, roomType, …). Errors: 400 TVE800 with the parameter's message
         *     ('goDate is wrong', 'xx is invalid approachType', 'page is invalid', …).
         */
        get: {
            parameters: {
                query?: {
                    /** @description ja (default) | en */
                    lang?: string;
                    /** @description air, train, 00, 01 (else 400 'xx is invalid approachType') */
                    approachType?: string;
                    /** @description region slugs, prefecture, area or district codes, comma-separated */
                    arrAreaCode?: string;
                    depAreaCode?: string;
                    depAirport?: string;
                    depStation?: string;
                    depGenericStation?: string;
                    /** @description departure or stay date YYYYMMDD (a real day, else 'goDate is wrong') */
                    goDate?: string;
                    /** @description 1: search without a date */
                    isNoDate?: "0" | "1";
                    /** @description nights */
                    nights?: number;
                    /** @description travel days of a tour */
                    tourDays?: number;
                    /** @description people per room; default 2 */
                    paxPerRoom?: number;
                    /** @description adults; default paxPerRoom × roomCount */
                    adultPax?: number;
                    /** @description child params joined by the people delimiter (e.g. 8-b1s1sc1) */
                    childPax?: string;
                    /** @description rooms; default 1 */
                    roomCount?: number;
                    /** @description lowest price per adult, yen */
                    minPrice?: number;
                    /** @description highest price per adult, yen */
                    maxPrice?: number;
                    kodawari?: string;
                    notExcludeKodawari?: string;
                    keyword?: string;
                    planGroupKeyword?: string;
                    meal?: string;
                    roomType?: string;
                    hotelIds?: string;
                    tourIds?: string;
                    planIds?: string;
                    tourType?: string;
                    GroupID?: string;
                    groupCode?: string;
                    ITEM_CD?: string;
                    /** @description lowPrice when not given */
                    sort?: "recommend" | "popular" | "lowPrice" | "highPrice";
                    /** @description page number from 1 */
                    page?: number;
                    /** @description items per page; default 20 */
                    ipg?: number;
                    /** @description generic approach type (00, 01) of depGenericStation */
                    depGenericStationApproach?: string;
                    /** @description tours whose default lodging uses one of these hotels */
                    defaultHotelIds?: string;
                    /** @description meal type codes (01–04): tours whose default plan serves that meal */
                    defaultPlanMeal?: string;
                    /** @description tours whose default lodging includes one of these plans */
                    defaultPlanIds?: string;
                    /** @description 1: also tours without a bookable departure, listed after the bookable ones */
                    allTours?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tours: {
                                tourId: string;
                                tourName: string;
                                catchCopy: string;
                                /** @description 01 free plan, 02 escorted, 03 dynamic package, 04 day trip */
                                tourType: string;
                                tourTypeName: string;
                                /** @description spec §2: N日間 / 日帰り / 片道 / 往復 (en: N days, Day trip, …) */
                                tourTypeLabel: string;
                                travelDays: number;
                                nights: number;
                                /** @description air, train, extrain, 00 (meet on site), 01 (ship) */
                                approachType: string;
                                /** @description roundTrip or oneWay */
                                tripKind: string;
                                departure: {
                                    areaCode: string;
                                    areaName: string;
                                    name: string;
                                    airports: string[];
                                    stations: string[];
                                    genericStations: string[];
                                };
                                arrival: {
                                    areaCodes: string[];
                                    name: string;
                                    areaNames: string[];
                                    prefectureCodes: string[];
                                    regionCodes: string[];
                                };
                                overview: {
                                    transportation: {
                                        /** @description air, train, extrain (or ship) */
                                        type: string;
                                        /** @description outbound or return */
                                        leg: string;
                                        /** @description travel day (1-based) of the leg */
                                        day: number;
                                        depCode: string;
                                        arrCode: string;
                                        depName: string;
                                        arrName: string;
                                        allDeps: string[];
                                        allArrs: string[];
                                        carrierGroup: ("ANA" | "JAL" | "SKY" | "other" | "") | null;
                                        services: {
                                            number: string;
                                            carrierCode: string | null;
                                            carrierGroup: ("ANA" | "JAL" | "SKY" | "other") | null;
                                            /** @description HHmm */
                                            depTime: string;
                                            /** @description HHmm */
                                            arrTime: string;
                                        }[];
                                    }[];
                                };
                                defaultYadoPlans: {
                                    /** @description first night (0 = the departure night) */
                                    relativeDate: number;
                                    nights: number;
                                    hotelId: string;
                                    hotelName: string;
                                    planIds: string[];
                                    /** @description people per room → plan id */
                                    paxPlanIds: {
                                        [key: string]: string;
                                    };
                                    roomTypeNames: string[];
                                    planNames: string[];
                                    planCanSmokes: boolean[];
                                    planMinPaxes: number[];
                                    planMaxPaxes: number[];
                                    mealTypeName: string;
                                    planGroupName: string;
                                    planGroupCode: string;
                                    usePlanGroupCodeFlag: boolean;
                                }[];
                                hotels: {
                                    hotelId: string;
                                    hotelName: string;
                                }[];
                                kodawari: string[];
                                image: {
                                    path: string;
                                    alt: string;
                                } | null;
                                popularity: number;
                                recommendScore: number;
                                /** @description per adult, tax included, at paxPerRoom people per room: the date’s lowest, or the window’s lowest */
                                priceFrom: number;
                                priceTo: number;
                                /** @description people per room of the prices: the party’s with a date, else 2 (capacity text N名1室) */
                                paxPerRoom: number;
                                /** @description seats left (the date’s, or the best-stocked departure’s) */
                                stock: number;
                                goDate: string | null;
                            }[];
                            /** @description query fields given but not applied by this list (e.g. a meal on a tour list, an air departure on a hotel list priced stay-only, people per room on an undated tour list priced at 2 per room); the page says so instead of showing them as honoured */
                            notApplied: string[];
                        };
                    };
                };
                /** @description not modified: If-None-Match names the current ETag, no body */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tours.count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count the tours of a search (all pages)
         * @description The number of tours GET /v1/tours finds over all its pages, with the same parameters. Search conditions (spec §3): approachType (filters only when given; train = JR and limited
         *     express), depAreaCode | depAirport | depStation | depGenericStation (+ depGenericStationApproach), arrAreaCode
         *     (list of region slugs, prefecture, area or district codes; a district matches its area), goDate (YYYYMMDD: a
         *     departure with stock and a price that day) or no date (isNoDate=1 or no goDate: the lowest bookable price from
         *     today), tourDays, nights, kodawari (all must match; a parent code matches its children), keyword (space separated;
         *     each must appear in the tour's normalised name/keywords: kanji, kana and romaji), tourType, tourIds, hotelIds,
         *     defaultHotelIds, defaultPlanIds, defaultPlanMeal, minPrice / maxPrice (priceFrom per adult), sort (recommend,
         *     popular, lowPrice (default), highPrice; ties by tourId), page, ipg (1–100, default 20), allTours, lang (ja | en).
         *     Prices are per adult, tax included, at the party's people per room (adultPax + children using a bed over
         *     roomCount, else paxPerRoom) with a date, at 2 per room without one (then notApplied names paxPerRoom); notApplied
         *     also names hotel-only fields given (meal, roomType, …). Errors: 400 TVE800 with the parameter's message
         *     ('goDate is wrong', 'xx is invalid approachType', 'page is invalid', …).
         */
        get: {
            parameters: {
                query?: {
                    /** @description ja (default) | en */
                    lang?: string;
                    /** @description air, train, 00, 01 (else 400 'xx is invalid approachType') */
                    approachType?: string;
                    /** @description region slugs, prefecture, area or district codes, comma-separated */
                    arrAreaCode?: string;
                    depAreaCode?: string;
                    depAirport?: string;
                    depStation?: string;
                    depGenericStation?: string;
                    /** @description departure or stay date YYYYMMDD (a real day, else 'goDate is wrong') */
                    goDate?: string;
                    /** @description 1: search without a date */
                    isNoDate?: "0" | "1";
                    /** @description nights */
                    nights?: number;
                    /** @description travel days of a tour */
                    tourDays?: number;
                    /** @description people per room; default 2 */
                    paxPerRoom?: number;
                    /** @description adults; default paxPerRoom × roomCount */
                    adultPax?: number;
                    /** @description child params joined by the people delimiter (e.g. 8-b1s1sc1) */
                    childPax?: string;
                    /** @description rooms; default 1 */
                    roomCount?: number;
                    /** @description lowest price per adult, yen */
                    minPrice?: number;
                    /** @description highest price per adult, yen */
                    maxPrice?: number;
                    kodawari?: string;
                    notExcludeKodawari?: string;
                    keyword?: string;
                    planGroupKeyword?: string;
                    meal?: string;
                    roomType?: string;
                    hotelIds?: string;
                    tourIds?: string;
                    planIds?: string;
                    tourType?: string;
                    GroupID?: string;
                    groupCode?: string;
                    ITEM_CD?: string;
                    /** @description lowPrice when not given */
                    sort?: "recommend" | "popular" | "lowPrice" | "highPrice";
                    /** @description page number from 1 */
                    page?: number;
                    /** @description items per page; default 20 */
                    ipg?: number;
                    /** @description generic approach type (00, 01) of depGenericStation */
                    depGenericStationApproach?: string;
                    /** @description tours whose default lodging uses one of these hotels */
                    defaultHotelIds?: string;
                    /** @description meal type codes (01–04): tours whose default plan serves that meal */
                    defaultPlanMeal?: string;
                    /** @description tours whose default lodging includes one of these plans */
                    defaultPlanIds?: string;
                    /** @description 1: also tours without a bookable departure, listed after the bookable ones */
                    allTours?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            count: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/totalPriceForAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A party’s price for each of a list of tours on one departure date
         * @description Spec §7 totalPriceForAll: for each tourId, the party's total (tax included) and the per-adult
         *     price on goDate. Rooms of k people (bed users spread evenly over roomCount rooms) are sold at the tour's per-adult
         *     price for k people per room: the stored 2-per-room price plus the hotel factor × the default plans' price
         *     difference between k and 2 per room. Children pay their lodging category's percentage (reference paxTypes:
         *     childA 70 %, childB 50 %, childC 30 %, childD 20 % …; category from the child param). The breakdown has one row per
         *     pax type (adult, child = school children, infant = preschoolers) and adds up to totalPrice. A tour that is unknown,
         *     not sold that day, sold out, short of seats, not sold for the party's room occupancy, or whose rules the party
         *     breaks (spec §5 people messages, airline rule) answers available: false with a reason. Errors (400 TVE800):
         *     'tourId is wrong', 'goDate is wrong', 'INVALID PAX PARAM', 'INVALID_OPTIONAL_AMOUNT_FORMAT: …', 'xx is invalid'.
         */
        get: {
            parameters: {
                query?: {
                    /** @description tour ids, comma separated (at most 50) */
                    tourIds?: string;
                    /** @description departure date YYYYMMDD */
                    goDate?: string;
                    /** @description adults; default paxPerRoom × roomCount */
                    adultPax?: number;
                    /** @description children, comma separated child params age-b0/1s0/1sc0/1 (spec §5) */
                    childPax?: string;
                    /** @description people per room; default 2 */
                    paxPerRoom?: number;
                    /** @description rooms; default 1 */
                    roomCount?: number;
                    /** @description optional check: adults + children with a bed (spec §5) */
                    bedCount?: number;
                    /** @description the party by category as ten counts m,f,a,b,c,d,e,f,a,b (male, female, childA–F, otherA, otherB), instead of adultPax/childPax */
                    amount?: string;
                    lang?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tours: {
                                tourId: string;
                                available: boolean;
                                /**
                                 * @description why the party cannot book the departure (party: the rules in messages)
                                 * @enum {string}
                                 */
                                reason?: "notFound" | "notSold" | "soldOut" | "occupancy" | "party" | "stock";
                                messages?: {
                                    key: string;
                                    n?: number;
                                    text: string;
                                }[];
                                goDate: string;
                                adultPax: number;
                                childPax: number;
                                roomCount: number;
                                bedCount: number;
                                stock: number;
                                occupancy?: number[];
                                perAdultPrice?: number;
                                totalPrice?: number;
                                perAdultPriceTo?: number;
                                totalPriceTo?: number;
                                breakdown?: {
                                    /** @description spec §9 passenger label: 大人1, 子供1, 子供2 */
                                    label: string;
                                    /**
                                     * @description adult, child (school children), infant (preschoolers)
                                     * @enum {string}
                                     */
                                    paxType: "adult" | "child" | "infant";
                                    pax: number;
                                    /** @description the category’s price for all its pax travellers (rows add up to totalPrice) */
                                    price: number;
                                }[];
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/extrainDmpSort": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Limited-express tours in the order of a DMP segment
         * @description Spec §7 extrainDmpSort (hashId). The ids of the limited-express (approachType extrain) tours,
         *     ordered for one audience segment of the DMP: hashId (1–64 of A–Z a–z 0–9 _ -) seeds a deterministic shuffle (md5 of
         *     hashId and tourId), so the same segment always gets the same order. depAreaCode narrows to one departure area;
         *     limit (1–1000, default 1000). 400 TVE800 'hashId is invalid' when hashId is missing or malformed.
         */
        get: {
            parameters: {
                query?: {
                    hashId?: string;
                    depAreaCode?: string;
                    /** @description at most this many ids; default 1000 */
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            hashId: string;
                            count: number;
                            tourIds: string[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tours.calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lowest tour price per departure day of a search
         * @description The search condition of GET /v1/tours (goDate and isNoDate are ignored) and a range from–to
         *     (YYYYMMDD, at most 42 days). For each day from today on, the lowest priceFrom (per adult, tax
         *     included, 2 people per room) of the tours the search finds with that day as goDate: the first tour GET /v1/tours
         *     lists for that day sorted by lowPrice. Days without a bookable departure are left out. Errors: 400 TVE800
         *     ('from is wrong', 'to is wrong', range too long, or a search parameter's message), 404 TVE801 for unknown
         *     area, departure or ids.
         */
        get: {
            parameters: {
                query: {
                    /** @description ja (default) | en */
                    lang?: string;
                    /** @description air, train, 00, 01 (else 400 'xx is invalid approachType') */
                    approachType?: string;
                    /** @description region slugs, prefecture, area or district codes, comma-separated */
                    arrAreaCode?: string;
                    depAreaCode?: string;
                    depAirport?: string;
                    depStation?: string;
                    depGenericStation?: string;
                    /** @description ignored: every day of the range is searched */
                    goDate?: string;
                    /** @description ignored */
                    isNoDate?: string;
                    /** @description nights */
                    nights?: number;
                    /** @description travel days of a tour */
                    tourDays?: number;
                    /** @description people per room; default 2 */
                    paxPerRoom?: number;
                    /** @description adults; default paxPerRoom × roomCount */
                    adultPax?: number;
                    /** @description child params joined by the people delimiter (e.g. 8-b1s1sc1) */
                    childPax?: string;
                    /** @description rooms; default 1 */
                    roomCount?: number;
                    /** @description lowest price per adult, yen */
                    minPrice?: number;
                    /** @description highest price per adult, yen */
                    maxPrice?: number;
                    kodawari?: string;
                    notExcludeKodawari?: string;
                    keyword?: string;
                    planGroupKeyword?: string;
                    meal?: string;
                    roomType?: string;
                    hotelIds?: string;
                    tourIds?: string;
                    planIds?: string;
                    tourType?: string;
                    GroupID?: string;
                    groupCode?: string;
                    ITEM_CD?: string;
                    /** @description lowPrice when not given */
                    sort?: "recommend" | "popular" | "lowPrice" | "highPrice";
                    /** @description page number from 1 */
                    page?: number;
                    /** @description items per page; default 20 */
                    ipg?: number;
                    /** @description generic approach type (00, 01) of depGenericStation */
                    depGenericStationApproach?: string;
                    /** @description tours whose default lodging uses one of these hotels */
                    defaultHotelIds?: string;
                    /** @description meal type codes (01–04): tours whose default plan serves that meal */
                    defaultPlanMeal?: string;
                    /** @description tours whose default lodging includes one of these plans */
                    defaultPlanIds?: string;
                    /** @description 1: also tours without a bookable departure, listed after the bookable ones */
                    allTours?: string;
                    /** @description first day YYYYMMDD */
                    from: string;
                    /** @description last day YYYYMMDD (inclusive, at most 42 days from `from`) */
                    to: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            days: {
                                /** @description YYYYMMDD */
                                date: string;
                                /** @description yen per adult, tax included */
                                priceFrom: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tour/{tourId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A tour
         * @description Spec §7 GET /v1/tour/{tourId} (preview, lang, paxPerRoom, goDate). The whole tour: overview
         *     (transportation with services and carrier groups, includes), itinerary, default lodging (defaultYadoPlans), hotels,
         *     flyer data, priceStocks over the sale window from today at paxPerRoom people per room (1–9, default 2), the monthly
         *     price ranges (days with priceFrom ≤ 0 ignored), the flights' carrier group and airline rule (spec §5), and with goDate
         *     the departure's prices and the default travel schedule (spec §4). Errors: 400 TVE800 'tourId is wrong' (not T + 6
         *     digits), 'goDate is wrong', 'paxPerRoom is invalid'; 404 TDE901 for an unknown tour.
         */
        get: {
            parameters: {
                query?: {
                    lang?: string;
                    /** @description 1: preview (kept only when 1) */
                    preview?: string;
                    /** @description people per room of the prices; default 2 */
                    paxPerRoom?: number;
                    /** @description YYYYMMDD */
                    goDate?: string;
                };
                header?: never;
                path: {
                    /** @description T + 6 digits */
                    tourId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tour: {
                                tourId: string;
                                tourName: string;
                                catchCopy: string;
                                /** @description 01 free plan, 02 escorted, 03 dynamic package, 04 day trip */
                                tourType: string;
                                tourTypeName: string;
                                /** @description spec §2: N日間 / 日帰り / 片道 / 往復 (en: N days, Day trip, …) */
                                tourTypeLabel: string;
                                travelDays: number;
                                nights: number;
                                /** @description air, train, extrain, 00 (meet on site), 01 (ship) */
                                approachType: string;
                                /** @description roundTrip or oneWay */
                                tripKind: string;
                                departure: {
                                    areaCode: string;
                                    areaName: string;
                                    name: string;
                                    airports: string[];
                                    stations: string[];
                                    genericStations: string[];
                                };
                                arrival: {
                                    areaCodes: string[];
                                    name: string;
                                    areaNames: string[];
                                    prefectureCodes: string[];
                                    regionCodes: string[];
                                };
                                overview: {
                                    transportation: {
                                        /** @description air, train, extrain (or ship) */
                                        type: string;
                                        /** @description outbound or return */
                                        leg: string;
                                        /** @description travel day (1-based) of the leg */
                                        day: number;
                                        depCode: string;
                                        arrCode: string;
                                        depName: string;
                                        arrName: string;
                                        allDeps: string[];
                                        allArrs: string[];
                                        carrierGroup: ("ANA" | "JAL" | "SKY" | "other" | "") | null;
                                        services: {
                                            number: string;
                                            carrierCode: string | null;
                                            carrierGroup: ("ANA" | "JAL" | "SKY" | "other") | null;
                                            /** @description HHmm */
                                            depTime: string;
                                            /** @description HHmm */
                                            arrTime: string;
                                        }[];
                                    }[];
                                    includes: string[];
                                    guide: boolean;
                                    minPax: number;
                                    maxPax: number;
                                };
                                defaultYadoPlans: {
                                    /** @description first night (0 = the departure night) */
                                    relativeDate: number;
                                    nights: number;
                                    hotelId: string;
                                    hotelName: string;
                                    planIds: string[];
                                    /** @description people per room → plan id */
                                    paxPlanIds: {
                                        [key: string]: string;
                                    };
                                    roomTypeNames: string[];
                                    planNames: string[];
                                    planCanSmokes: boolean[];
                                    planMinPaxes: number[];
                                    planMaxPaxes: number[];
                                    mealTypeName: string;
                                    planGroupName: string;
                                    planGroupCode: string;
                                    usePlanGroupCodeFlag: boolean;
                                }[];
                                hotels: {
                                    hotelId: string;
                                    hotelName: string;
                                }[];
                                kodawari: string[];
                                image: {
                                    path: string;
                                    alt: string;
                                } | null;
                                popularity: number;
                                recommendScore: number;
                                description: string;
                                itinerary: {
                                    day: number;
                                    title: string;
                                    schedule: string[];
                                    meals: {
                                        breakfast: boolean;
                                        lunch: boolean;
                                        dinner: boolean;
                                    };
                                    stay: string | null;
                                }[];
                                images: {
                                    path: string;
                                    alt: string;
                                }[];
                                flyer: {
                                    flyerMonths: string[];
                                    icons: {
                                        code: string;
                                        name: string;
                                        url: string;
                                    }[];
                                    notes: string[];
                                    commonNotices: string[];
                                };
                                paxPerRoom: number;
                                priceStocks: {
                                    /** @description YYYYMMDD */
                                    date: string;
                                    /** @description per adult, tax included; 0 = not sold */
                                    priceFrom: number;
                                    priceTo: number;
                                    stock: number;
                                }[];
                                monthlyPriceRanges: {
                                    month: string;
                                    priceFrom: number;
                                    priceTo: number;
                                }[];
                                priceFrom: number;
                                priceTo: number;
                                carrierGroup: ("ANA" | "JAL" | "SKY" | "other" | "") | null;
                                airlineRule: {
                                    minChildAge: number;
                                    maxPax: number;
                                    lapInfantMaxAge: number;
                                } | null;
                                goDate: string | null;
                                goDatePriceStock: {
                                    /** @description YYYYMMDD */
                                    date: string;
                                    /** @description per adult, tax included; 0 = not sold */
                                    priceFrom: number;
                                    priceTo: number;
                                    stock: number;
                                } | null;
                                travelSchedule: {
                                    tourId: string;
                                    goDate: string;
                                    travelDays: number;
                                    pax: {
                                        adult: number;
                                        child: {
                                            age: number;
                                            useBed: boolean;
                                            useSeat: boolean;
                                            isSchoolChild: boolean;
                                        }[];
                                        approachType: string;
                                    }[];
                                    stays: {
                                        relativeDate: number;
                                        hotelId: string;
                                        planId: string;
                                        roomAssigns: {
                                            [key: string]: number;
                                        }[];
                                    }[];
                                    includeOptionals: {
                                        optionalId: string;
                                        date: string;
                                        amount: {
                                            [key: string]: number;
                                        };
                                        optionalGroupId: string;
                                    }[];
                                    stock: number;
                                } | null;
                                preview: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tour/{tourId}/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * tourCalendar: prices and stock per departure day
         * @description Spec §7 tourCalendar (tourId, fromDate, days, paxPerRoom). One entry per day from fromDate
         *     (YYYYMMDD; default today + the reserve-day minimum) for days days (1–400; default the reserve window,
         *     max − min + 1 = 328): the per-adult
         *     priceFrom/priceTo at paxPerRoom people per room (0 = not sold), stock (0 = sold out), the spec §2 day class and
         *     holiday, and whether the day can be chosen. Errors: 400 TVE800 'tourId is wrong', 'fromDate is invalid', 'days is
         *     invalid', 'paxPerRoom is invalid'; 404 TDE901.
         */
        get: {
            parameters: {
                query?: {
                    /** @description first day YYYYMMDD; default today + the reserve-day minimum */
                    fromDate?: string;
                    /** @description days from fromDate; default the reserve window */
                    days?: number;
                    /** @description people per room of the prices; default 2 */
                    paxPerRoom?: number;
                    lang?: string;
                };
                header?: never;
                path: {
                    /** @description T + 6 digits */
                    tourId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tourId: string;
                            fromDate: string;
                            days: number;
                            paxPerRoom: number;
                            calendar: {
                                date: string;
                                priceFrom: number;
                                priceTo: number;
                                stock: number;
                                /** @description spec §2 day class */
                                dayClass: "sunday-holiday" | "saturday" | "other";
                                isHoliday: boolean;
                                holidayName: string | null;
                                /** @description in the reserve window (cut by the booking end date), sold, in stock */
                                selectable: boolean;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tour/{tourId}/condition": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * tourCondition: what a traveller can choose for one departure
         * @description Spec §7 tourCondition (lang, tourId, goDate). For the departure on goDate: the transport legs with
         *     their dates, places (allDeps/allArrs) and services with times; per stay, the hotels and plans that can be chosen
         *     (the tour's hotels in the stay's area; escorted tours keep their default plans) with the tour's per-adult price for
         *     the date at each people-per-room count; optional activities in the arrival area (area, else prefecture) with stock
         *     on each day of the trip; and the rules: minPax, maxPax (the tour's, capped by the airline's), carrier group and
         *     airline rule (spec §5). Errors: 400 TVE800 'tourId is wrong', 'goDate is wrong' (also when missing); 404 TDE901.
         */
        get: {
            parameters: {
                query?: {
                    /** @description YYYYMMDD */
                    goDate?: string;
                    lang?: string;
                };
                header?: never;
                path: {
                    /** @description T + 6 digits */
                    tourId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tourId: string;
                            goDate: string;
                            travelDays: number;
                            available: boolean;
                            priceStock: {
                                /** @description YYYYMMDD */
                                date: string;
                                /** @description per adult, tax included; 0 = not sold */
                                priceFrom: number;
                                priceTo: number;
                                stock: number;
                            } | null;
                            transportation: {
                                /** @description air, train, extrain (or ship) */
                                type: string;
                                /** @description outbound or return */
                                leg: string;
                                /** @description travel day (1-based) of the leg */
                                day: number;
                                depCode: string;
                                arrCode: string;
                                depName: string;
                                arrName: string;
                                allDeps: string[];
                                allArrs: string[];
                                carrierGroup: ("ANA" | "JAL" | "SKY" | "other" | "") | null;
                                services: {
                                    number: string;
                                    carrierCode: string | null;
                                    carrierGroup: ("ANA" | "JAL" | "SKY" | "other") | null;
                                    /** @description HHmm */
                                    depTime: string;
                                    /** @description HHmm */
                                    arrTime: string;
                                    /** @description yen per person this service adds (0: the service included in the price) */
                                    surcharge: number;
                                }[];
                                date: string;
                            }[];
                            stays: {
                                relativeDate: number;
                                nights: number;
                                checkinDate: string;
                                defaultHotelId: string;
                                hotels: {
                                    hotelId: string;
                                    hotelName: string;
                                    isDefault: boolean;
                                    plans: {
                                        planId: string;
                                        planName: string;
                                        mealTypeCode: string;
                                        mealTypeName: string;
                                        roomTypeCodes: string[];
                                        canSmoke: boolean;
                                        minPax: number;
                                        maxPax: number;
                                        isDefault: boolean;
                                        /** @description the tour’s per-adult price on goDate with this plan, per people per room */
                                        prices: {
                                            paxPerRoom: number;
                                            price: number;
                                        }[];
                                    }[];
                                }[];
                            }[];
                            optionals: {
                                optionalId: string;
                                optionalGroupId: string;
                                name: string;
                                planName: string;
                                categoryCode: string;
                                area3Code: string;
                                prices: {
                                    person1: number;
                                    person6: number | null;
                                    person9: number | null;
                                };
                                startTimes: string[];
                                durationMinutes: number;
                                minPax: number;
                                maxPax: number;
                                dates: {
                                    date: string;
                                    stock: number;
                                }[];
                            }[];
                            rules: {
                                minPax: number;
                                maxPax: number;
                                carrierGroup: ("ANA" | "JAL" | "SKY" | "other" | "") | null;
                                airlineRule: {
                                    minChildAge: number;
                                    maxPax: number;
                                    lapInfantMaxAge: number;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tour/{tourId}/debug": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * tourDebug: the stored tour and the figures computed from it
         * @description Spec §7 tourDebug (tourCode). Only when the API runs with DEBUG_SQL=1 (config debugSqlEnabled);
         *     otherwise 404 PNF900 as for an unknown path. tourCode: the tour id, or {tourId}-{YYYYMMDD} to add one departure's
         *     stored row and the price model's per-adult price at 1–9 people per room (default: the path's tourId). Answers the
         *     stored row and doc, the window figures (stored, bookable, sold-out and unsold days, lowest and highest price, the
         *     search's cached no-date price) and the SQL they come from. Errors: 400 TVE800 'tourId is wrong', 'tourCode is
         *     invalid' (malformed or another tour's); 404 TDE901.
         */
        get: {
            parameters: {
                query?: {
                    tourCode?: string;
                };
                header?: never;
                path: {
                    /** @description T + 6 digits */
                    tourId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tourId: string;
                            tourCode: string;
                            /** @description the stored tour row (columns) without its doc, as stored: free-form on purpose, a debugging dump of the storage (a column a migration adds shows here without a schema edit) */
                            row: {
                                [key: string]: unknown;
                            };
                            /** @description the stored document (the catalog Tour), as stored: free-form on purpose, since the doc is data read defensively and this view shows what it really holds, malformed parts included */
                            doc: {
                                [key: string]: unknown;
                            };
                            figures: {
                                /** @description YYYYMMDD */
                                today: string;
                                window: {
                                    from: string;
                                    to: string;
                                };
                                storedDays: number;
                                bookableDays: number;
                                soldOutDays: number;
                                notSoldDays: number;
                                minPriceFrom: number | null;
                                maxPriceTo: number | null;
                                searchWindowPrice: number | null;
                                hotelFactor: number;
                            };
                            departure: {
                                /** @description YYYYMMDD */
                                date: string;
                                stored: {
                                    priceFrom: number;
                                    priceTo: number;
                                    stock: number;
                                } | null;
                                /** @description the price model’s per-adult price per people per room (null: not sold for k) */
                                byPaxPerRoom: {
                                    paxPerRoom: number;
                                    price: {
                                        priceFrom: number;
                                        priceTo: number;
                                    } | null;
                                }[];
                            } | null;
                            sql: {
                                text: string;
                                /** @description the query’s parameters ($1, $2 …) as sent to the driver: whatever each one is (text, number, date, array), free-form on purpose */
                                parameters: unknown[];
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/decoder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Master data (decoder): areas, transport, features, masters, calendar, maintenance, config
         * @description Reference data of spec §3 with texts in one language (showID is served as ja), the config consts and noHeaderPages of the domain config, and the settings the web needs. Cached for 30 s, with an ETag: 304 when If-None-Match names it.
         */
        get: {
            parameters: {
                query?: {
                    /** @description ja (default) | en | showID */
                    lang?: string;
                    /** @description Calling site (accepted, no effect on the answer) */
                    siteCode?: string;
                    /** @description Calling agent (accepted, no effect on the answer) */
                    agentCode?: string;
                    /** @description Tour context (accepted, no effect on the answer) */
                    tourId?: string;
                    /** @description Preview flag (accepted, no effect on the answer) */
                    preview?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            lang: "ja" | "en";
                            airports: {
                                code: string;
                                name: string;
                                fullName: string;
                                kana: string;
                                prefectureCode: string;
                                lat: number;
                                lng: number;
                                hub: boolean;
                            }[];
                            stations: {
                                code: string;
                                name: string;
                                kana: string;
                                prefectureCode: string;
                                lines: string[];
                            }[];
                            lines: {
                                code: string;
                                name: string;
                                kind: string;
                            }[];
                            genericStations: {
                                code: string;
                                name: string;
                                stationCodes: string[];
                                approachTypes: string[];
                            }[];
                            ports: {
                                code: string;
                                name: string;
                                prefectureCode: string;
                            }[];
                            /** @description code → name */
                            area1: {
                                [key: string]: string;
                            };
                            /** @description code → name */
                            area2: {
                                [key: string]: string;
                            };
                            /** @description code → name */
                            area3: {
                                [key: string]: string;
                            };
                            /** @description code → name */
                            area4: {
                                [key: string]: string;
                            };
                            /** @description area1 → its prefectures (area2); below area2 a code is its parent code + 2 digits */
                            regions: {
                                code: string;
                                name: string;
                                prefectureCodes: string[];
                            }[];
                            departureAreas: {
                                code: string;
                                name: string;
                                airportCodes: string[];
                                stationCodes: string[];
                                genericStationCodes: string[];
                                prefectureCodes: string[];
                            }[];
                            /** @description air, train, extrain and the generic 00 (no transport) and 01 (ship) */
                            approachTypes: {
                                code: string;
                                name: string;
                                generic: boolean;
                            }[];
                            /** @description code → name */
                            kodawari: {
                                [key: string]: string;
                            };
                            kodawariGroups: {
                                code: string;
                                name: string;
                                target: string;
                                kodawari: {
                                    code: string;
                                    name: string;
                                    children: string[];
                                }[];
                            }[];
                            paxTypes: {
                                code: string;
                                name: string;
                                description: string;
                                counted: boolean;
                                adult: boolean;
                                noHotelCharge: boolean;
                                noBed: boolean;
                                ratePercent: number;
                            }[];
                            carriers: {
                                code: string;
                                name: string;
                                group: string;
                            }[];
                            /** @description YYYYMMDD */
                            bookingEndDate: string;
                            priceRange: {
                                min: number;
                                max: number;
                                steps: number[];
                            };
                            /** @description The tours' selectable days (YYYYMMDD, inclusive): the reserve window cut by bookingEndDate */
                            calendar: {
                                start: string;
                                end: string;
                            } | null;
                            /** @description Every day of `calendar`, YYYYMMDD */
                            calendarDates: string[];
                            /** @description The hotels' selectable days (YYYYMMDD, inclusive): from today, as each plan is sold until its own booking deadline (bookingDeadlineDays), to the end of `calendar` */
                            hotelCalendar: {
                                start: string;
                                end: string;
                            } | null;
                            /** @description Holidays of the days of `hotelCalendar` (which hold those of `calendar`) */
                            holidays: {
                                date: string;
                                name: string;
                            }[];
                            maintenanceSchedules: {
                                /** @description YYYYMMDDHHmm Japan time, inclusive */
                                maintenanceFrom: string;
                                /** @description YYYYMMDDHHmm Japan time, exclusive; null = open-ended */
                                maintenanceTo: string | null;
                            }[];
                            tourTypes: {
                                code: string;
                                name: string;
                                excludesPlanBoundCoupons: boolean;
                            }[];
                            mealTypes: {
                                code: string;
                                name: string;
                                breakfast: boolean;
                                dinner: boolean;
                            }[];
                            roomTypes: {
                                code: string;
                                name: string;
                            }[];
                            bedTypes: {
                                code: string;
                                name: string;
                                widthCm: number;
                                lengthCm: number;
                            }[];
                            bathTypes: {
                                code: string;
                                name: string;
                            }[];
                            toiletTypes: {
                                code: string;
                                name: string;
                            }[];
                            hotelTypes: {
                                code: string;
                                name: string;
                            }[];
                            groupCodes: {
                                code: string;
                                name: string;
                            }[];
                            itemCodes: {
                                code: string;
                                name: string;
                            }[];
                            hotelImageCategories: {
                                code: string;
                                slug: string;
                                name: string;
                            }[];
                            optionalCategories: {
                                code: string;
                                name: string;
                            }[];
                            facilities: {
                                code: string;
                                name: string;
                            }[];
                            services: {
                                code: string;
                                name: string;
                            }[];
                            amenities: {
                                code: string;
                                name: string;
                            }[];
                            externalFiles: {
                                notes: {
                                    code: string;
                                    title: string;
                                    body: string[];
                                    url: string;
                                }[];
                                flyerIcons: {
                                    code: string;
                                    name: string;
                                    url: string;
                                }[];
                                /** @description transport type (air, train, extrain) → notices */
                                flyerCommonNotices: {
                                    [key: string]: string[];
                                };
                            };
                            consts: {
                                /** @description 'sorry' | 'none' */
                                maintenanceMode: string;
                                reserveDay: {
                                    min: number;
                                    max: number;
                                };
                                delimiters: {
                                    [key: string]: string;
                                };
                                gtmContainerId: string;
                                noApproachGenericApproachType: string;
                            };
                            noHeaderPages: string[];
                            settings: {
                                ipg: number;
                                maxFavoriteCount: number;
                                lowerLimitPrice: number;
                                hotelAreaPath: boolean;
                            };
                        };
                    };
                };
                /** @description not modified: If-None-Match names the current ETag, no body */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/special/tours/{specialCode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A tour special: definition in the language, lead, hero image and its tours */
        get: {
            parameters: {
                query?: {
                    /** @description ja (default) | en | showID */
                    lang?: string;
                };
                header?: never;
                path: {
                    specialCode: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            specialCode: string;
                            /** @description what the special lists: its page is /special/{code} (tour, both) or /special/hotels/{code} */
                            target: "tour" | "hotel" | "both";
                            lang: string;
                            specialName: string;
                            metaTitle: string;
                            metaDescription: string;
                            metaKeyword: string;
                            breadCrumbsText: string;
                            lead: string;
                            heroImage: string;
                            months: number[];
                            /** @description how many cards follow */
                            count: number;
                            tours: {
                                tourId: string;
                                name: string;
                                tourType: string;
                                travelDays: number;
                                nights: number;
                                areaName: string;
                                priceFrom: number | null;
                                image: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/special/hotels/{specialCode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A hotel special: definition in the language, lead, hero image and its hotels */
        get: {
            parameters: {
                query?: {
                    /** @description ja (default) | en | showID */
                    lang?: string;
                };
                header?: never;
                path: {
                    specialCode: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            specialCode: string;
                            /** @description what the special lists: its page is /special/{code} (tour, both) or /special/hotels/{code} */
                            target: "tour" | "hotel" | "both";
                            lang: string;
                            specialName: string;
                            metaTitle: string;
                            metaDescription: string;
                            metaKeyword: string;
                            breadCrumbsText: string;
                            lead: string;
                            heroImage: string;
                            months: number[];
                            /** @description how many cards follow */
                            count: number;
                            hotels: {
                                hotelId: string;
                                name: string;
                                hotelTypeCode: string;
                                areaName: string;
                                /** @description lowest ordinary-weekday price per adult at 2 per room */
                                priceFrom: number;
                                evaluationScore: number | null;
                                image: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/specials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Specials for the top page, in season first */
        get: {
            parameters: {
                query?: {
                    /** @description ja (default) | en | showID */
                    lang?: string;
                    /** @description At most this many (20 when not given) */
                    limit?: number;
                    /** @description Only specials listing this product */
                    target?: "tour" | "hotel";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            specials: {
                                specialCode: string;
                                specialName: string;
                                description: string;
                                lead: string;
                                heroImage: string;
                                /** @description what the special lists: its page is /special/{code} (tour, both) or /special/hotels/{code} */
                                target: "tour" | "hotel" | "both";
                                tourCount: number;
                                hotelCount: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hotels.suggest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Area and hotel suggestions for a keyword (kanji, hiragana, katakana or romaji) */
        get: {
            parameters: {
                query?: {
                    /** @description kanji, hiragana, katakana or romaji */
                    suggestKeyword?: string;
                    /** @description ja (default) | en | showID */
                    lang?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description at most 10 */
                            areas: {
                                code: string;
                                level: number;
                                name: string;
                                parentName: string | null;
                            }[];
                            /** @description at most 10 */
                            hotels: {
                                hotelId: string;
                                name: string;
                                areaCode: string;
                                areaName: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/optionals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search optional activities (area, date, party, keyword, category, sort, page) */
        get: {
            parameters: {
                query?: {
                    /** @description ja (default) | en | showID */
                    lang?: string;
                    /** @description Area codes at any level, comma-separated */
                    arrAreaCode?: string;
                    /** @description YYYYMMDD: places left that day */
                    date?: string;
                    /** @description Adults (大人) */
                    person1?: number;
                    /** @description Children (子供) */
                    person6?: number;
                    /** @description Infants (幼児) */
                    person9?: number;
                    /** @description Words separated by spaces; all must match */
                    keyword?: string;
                    /** @description Category codes, comma-separated */
                    category?: string;
                    /** @description lowPrice when not given */
                    sort?: "recommend" | "popular" | "lowPrice" | "highPrice";
                    page?: number;
                    ipg?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            optionals: {
                                optionalId: string;
                                optionalGroupId: string;
                                landCode: string;
                                landMaterialCode: string;
                                landPlanCode: string;
                                categoryCode: string;
                                name: string;
                                planName: string;
                                description: string;
                                area2Code: string;
                                area3Code: string;
                                areaName: string;
                                prices: {
                                    person1: number;
                                    person6: number | null;
                                    person9: number | null;
                                };
                                totalPrice: number | null;
                                durationMinutes: number;
                                startTimes: string[];
                                meetingPoint: string;
                                minPax: number;
                                maxPax: number;
                                image: string | null;
                                stock: number | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/optionals.count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Count optional activities matching the conditions */
        get: {
            parameters: {
                query?: {
                    /** @description ja (default) | en | showID */
                    lang?: string;
                    /** @description Area codes at any level, comma-separated */
                    arrAreaCode?: string;
                    /** @description YYYYMMDD: places left that day */
                    date?: string;
                    /** @description Adults (大人) */
                    person1?: number;
                    /** @description Children (子供) */
                    person6?: number;
                    /** @description Infants (幼児) */
                    person9?: number;
                    /** @description Words separated by spaces; all must match */
                    keyword?: string;
                    /** @description Category codes, comma-separated */
                    category?: string;
                    /** @description lowPrice when not given */
                    sort?: "recommend" | "popular" | "lowPrice" | "highPrice";
                    page?: number;
                    ipg?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            count: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/optional/{optionalId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One optional activity: prices by pax type and the next 60 days of stock */
        get: {
            parameters: {
                query?: {
                    /** @description ja (default) | en | showID */
                    lang?: string;
                };
                header?: never;
                path: {
                    /** @description landCode-landMaterialCode-landPlanCode */
                    optionalId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            optionalId: string;
                            optionalGroupId: string;
                            landCode: string;
                            landMaterialCode: string;
                            landPlanCode: string;
                            categoryCode: string;
                            name: string;
                            planName: string;
                            description: string;
                            area2Code: string;
                            area3Code: string;
                            areaName: string;
                            prices: {
                                person1: number;
                                person6: number | null;
                                person9: number | null;
                            };
                            totalPrice: number | null;
                            durationMinutes: number;
                            startTimes: string[];
                            meetingPoint: string;
                            minPax: number;
                            maxPax: number;
                            image: string | null;
                            stock: number | null;
                            images: {
                                path: string;
                                alt: string;
                            }[];
                            paxPrices: {
                                paxType: "person1" | "person6" | "person9";
                                category: string;
                                label: string;
                                price: number | null;
                            }[];
                            /** @description Places left per day from Japan today for 60 days (days without a row omitted) */
                            stocks: {
                                /** @description YYYYMMDD */
                                date: string;
                                stock: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rentacar/offices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Rental car offices, optionally in an area */
        get: {
            parameters: {
                query?: {
                    /** @description ja (default) | en | showID */
                    lang?: string;
                    area?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            offices: {
                                officeCode: string;
                                name: string;
                                area2Code: string;
                                area3Code: string;
                                areaName: string;
                                airportCode: string | null;
                                stationCode: string | null;
                                lat: number;
                                lng: number;
                                /** @description HHmm */
                                openTime: string;
                                /** @description HHmm */
                                closeTime: string;
                                access: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rentacar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Rental cars available for a rental (stock on every day), priced */
        get: {
            parameters: {
                query?: {
                    /** @description ja (default) | en | showID */
                    lang?: string;
                    officeCode?: string;
                    /** @description Area codes at any level, comma-separated */
                    area?: string;
                    /** @description YYYYMMDD */
                    pickupDate?: string;
                    /** @description HHmm, default 1000 */
                    pickupTime?: string;
                    /** @description YYYYMMDD */
                    returnDate?: string;
                    /** @description HHmm, default 1000 */
                    returnTime?: string;
                    /** @description one-way: the office the car is returned to (default: the pickup office) */
                    returnOfficeCode?: string;
                    classCode?: string;
                    /** @description default: person1 + person6 + person9, else 1 */
                    passengers?: number;
                    /** @description adults */
                    person1?: number;
                    /** @description children */
                    person6?: number;
                    /** @description infants */
                    person9?: number;
                    /** @description lowPrice when not given */
                    sort?: "recommend" | "popular" | "lowPrice" | "highPrice";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cars: {
                                carId: string;
                                officeCode: string;
                                classCode: string;
                                image: string | null;
                                /** @description Rental days in 24-hour blocks */
                                days: number;
                                /** @description Price of the car for the rental, yen, tax included */
                                price: number;
                                /** @description one-way drop-off fee to returnOfficeCode (0 when returned where picked up) */
                                oneWayFee: number;
                                /** @description price + oneWayFee */
                                total: number;
                                /** @description Cars left on the tightest day of the rental */
                                stock: number;
                                office: {
                                    officeCode: string;
                                    name: string;
                                    area2Code: string;
                                    area3Code: string;
                                    areaName: string;
                                    airportCode: string | null;
                                    stationCode: string | null;
                                    lat: number;
                                    lng: number;
                                    /** @description HHmm */
                                    openTime: string;
                                    /** @description HHmm */
                                    closeTime: string;
                                    access: string;
                                };
                                carClass: {
                                    classCode: string;
                                    name: string;
                                    /** @description seats, every passenger counts (children too) */
                                    capacity: number;
                                    luggage: number;
                                    exampleModels: string[];
                                };
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rentacar/{carId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One rental car: office, class, price table, 60 days of stock, and an asked rental */
        get: {
            parameters: {
                query?: {
                    /** @description ja (default) | en | showID */
                    lang?: string;
                    /** @description YYYYMMDD */
                    pickupDate?: string;
                    /** @description HHmm, default 1000 */
                    pickupTime?: string;
                    /** @description YYYYMMDD */
                    returnDate?: string;
                    /** @description HHmm, default 1000 */
                    returnTime?: string;
                    /** @description one-way: the office the car is returned to (default: the pickup office) */
                    returnOfficeCode?: string;
                };
                header?: never;
                path: {
                    /** @description officeCode-classCode */
                    carId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            carId: string;
                            officeCode: string;
                            classCode: string;
                            fleet: number;
                            images: {
                                path: string;
                                alt: string;
                            }[];
                            office: {
                                officeCode: string;
                                name: string;
                                area2Code: string;
                                area3Code: string;
                                areaName: string;
                                airportCode: string | null;
                                stationCode: string | null;
                                lat: number;
                                lng: number;
                                /** @description HHmm */
                                openTime: string;
                                /** @description HHmm */
                                closeTime: string;
                                access: string;
                            };
                            carClass: {
                                classCode: string;
                                name: string;
                                /** @description seats, every passenger counts (children too) */
                                capacity: number;
                                luggage: number;
                                exampleModels: string[];
                            };
                            priceDate: string;
                            prices: {
                                days: number;
                                price: number;
                            }[];
                            stocks: {
                                date: string;
                                stock: number;
                            }[];
                            /** @description the options offered for a rental picked up on priceDate (snow tyres only in season) */
                            options: {
                                /** @description the domain’s RENTAL_OPTION_CODES: cdw 免責補償 | childSeat | juniorSeat | etcCard | snowTyres */
                                code: "cdw" | "childSeat" | "juniorSeat" | "etcCard" | "snowTyres";
                                name: string;
                                note: string;
                                unit: "rental" | "day";
                                /** @description yen per piece and unit, for this car class */
                                unitPrice: number;
                                maxChargedDays: number | null;
                                maxQuantity: number;
                                limited: boolean;
                                season: {
                                    /** @description MMDD */
                                    from: string;
                                    to: string;
                                } | null;
                                chargedDays: number | null;
                                amount: number | null;
                                stock: number | null;
                            }[];
                            /** @description offices the car may be returned to, with the fee */
                            oneWays: {
                                officeCode: string;
                                name: string;
                                fee: number;
                            }[];
                            rental: {
                                pickupDate: string;
                                pickupTime: string;
                                returnDate: string;
                                returnTime: string;
                                returnOfficeCode: string;
                                oneWayFee: number;
                                days: number;
                                price: number;
                                available: boolean;
                                stock: number;
                            } | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/static/img/{*}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Catalog images, generated as SVG placeholders */
        get: {
            parameters: {
                query?: {
                    /** @description the label's language: en for English (English pages ask so); anything else Japanese */
                    lang?: string | string[];
                };
                header?: never;
                path: {
                    /** @description the image path after /static/img/, e.g. hotels/exterior/1.svg */
                    "*": string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description An SVG image */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/svg+xml": string;
                    };
                };
                /** @description not modified: If-None-Match names the current ETag, no body */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/coupon-service/CouponList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** General coupons for a search (spec §7 CouponList); errors in CommonInformation.ErrorList */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "x-coupon-service-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description CallSystem 'search' */
                        CommonInformation: {
                            [key: string]: unknown;
                        };
                        /** @description UserId, LangCode (ja_JP|en_US), OpenStatus, ApproveStatus, ClosedCouponIncludeFlg?, TargetSystemGrpType (3 domestic travel, 4 land optional, 5 car rental; empty = any), TargetSystemSubGrpCode (tour type), GetAvailableLimitFlg, GetDateTime, Sex, Age (999 unknown), UseDatetime, DepDate, AdtCount, ChdCount, InfCount, TourCode, HotelCode, HotelPlanCode, RentacarCode, LivePrefCode, AreaCode, DestPrefCode, extra conditions (LandCode, LandPlanCode) */
                        CouponListRequest: {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            CommonInformation: {
                                CallSystem: string;
                                /** @description empty when the answer holds a result */
                                ErrorList: {
                                    /** @description spec §8: '0001' parameter, '9998' maintenance, '9999' system */
                                    ErrorCode: string;
                                    ErrorMessage: string;
                                }[];
                            };
                            /** @description null with an error */
                            Result: {
                                CouponList: components["schemas"]["CouponServiceCoupon"][];
                            } | null;
                        };
                    };
                };
                /** @description not modified: If-None-Match names the current ETag, no body */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            CommonInformation: {
                                CallSystem: string;
                                /** @description empty when the answer holds a result */
                                ErrorList: {
                                    /** @description spec §8: '0001' parameter, '9998' maintenance, '9999' system */
                                    ErrorCode: string;
                                    ErrorMessage: string;
                                }[];
                            };
                            /** @description null with an error */
                            Result: {
                                CouponList: components["schemas"]["CouponServiceCoupon"][];
                            } | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/coupon-service/UserCouponList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A user's coupons (spec §7 UserCouponList); errors in CommonInformation.ErrorList */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "x-coupon-service-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description CallSystem 'search' */
                        CommonInformation: {
                            [key: string]: unknown;
                        };
                        /** @description The CouponList fields with AvailableLimitFlg instead of GetAvailableLimitFlg, plus LandCode and LandPlanCode; UserId required */
                        UserCouponListRequest: {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            CommonInformation: {
                                CallSystem: string;
                                /** @description empty when the answer holds a result */
                                ErrorList: {
                                    /** @description spec §8: '0001' parameter, '9998' maintenance, '9999' system */
                                    ErrorCode: string;
                                    ErrorMessage: string;
                                }[];
                            };
                            /** @description null with an error */
                            Result: {
                                UserCouponList: {
                                    UserCouponKey: string;
                                    /** @description the latest departure the user coupon may be used for, YYYYMMDD (domain coupon/userCoupons.ts); "" when none */
                                    DepDate: string;
                                    /** @description end of the usage period, Japan time YYYYMMDDHHmm[ss]; "" when none */
                                    UseDatetimeTo: string;
                                    /** @description set when the coupon was given back (used and returned): such a coupon is dropped; "" when not */
                                    ReturnDatetime: string;
                                    /** @description set when the coupon is tied to a booking already: such a coupon is dropped; "" when not used */
                                    BookingNumber: string;
                                    CouponInformation: components["schemas"]["CouponServiceCoupon"];
                                }[];
                            } | null;
                        };
                    };
                };
                /** @description not modified: If-None-Match names the current ETag, no body */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            CommonInformation: {
                                CallSystem: string;
                                /** @description empty when the answer holds a result */
                                ErrorList: {
                                    /** @description spec §8: '0001' parameter, '9998' maintenance, '9999' system */
                                    ErrorCode: string;
                                    ErrorMessage: string;
                                }[];
                            };
                            /** @description null with an error */
                            Result: {
                                UserCouponList: {
                                    UserCouponKey: string;
                                    /** @description the latest departure the user coupon may be used for, YYYYMMDD (domain coupon/userCoupons.ts); "" when none */
                                    DepDate: string;
                                    /** @description end of the usage period, Japan time YYYYMMDDHHmm[ss]; "" when none */
                                    UseDatetimeTo: string;
                                    /** @description set when the coupon was given back (used and returned): such a coupon is dropped; "" when not */
                                    ReturnDatetime: string;
                                    /** @description set when the coupon is tied to a booking already: such a coupon is dropped; "" when not used */
                                    BookingNumber: string;
                                    CouponInformation: components["schemas"]["CouponServiceCoupon"];
                                }[];
                            } | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/couponDiscount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Prices after the best usable coupon for every item of a result page (spec §7 couponDiscount) */
        get: {
            parameters: {
                query: {
                    /** @description tour when not given */
                    app?: "tour" | "dp" | "yado" | "optional" | "rentacar";
                    /** @description ja (default) | en | showID */
                    lang?: string;
                    /** @description the logged-in user; user coupons are asked for only with it, and only when it is the session's own */
                    userId?: string;
                    /** @description male | female (also 1 | 2, m | f; any letter case); not given = unknown */
                    gender?: string;
                    /** @description 0–150; unknown → 999 */
                    age?: number;
                    /** @description residence prefecture; unknown → '9999999999' */
                    livePrefCode?: string;
                    /** @description YYYYMMDD departure date; empty = no date */
                    goDate?: string;
                    /** @description default 1 */
                    nights?: number;
                    /** @description default 1 */
                    bedCount?: number;
                    /** @description default 1 (from paxPerRoom or 1) */
                    couponAdultPax?: number;
                    /** @description default 0 */
                    couponChildPax?: number;
                    /** @description default 0 */
                    couponInfantPax?: number;
                    /** @description default '3' (tour, dp, yado), '5' rentacar; optional always '4' */
                    targetSystemGrpType?: string;
                    /** @description tour type (TargetSystemSubGrpCode); dp defaults to '03' */
                    tourType?: string;
                    /** @description searched destination area (any level) */
                    areaCode?: string;
                    /** @description searched destination prefecture */
                    destPrefCode?: string;
                    /** @description 1 (default): list cards; 0: plan rows of a detail page */
                    listPage?: "1" | "0" | "true" | "false";
                    /** @description Up to 100 items joined by ",": {ids}:{adultMin}:{adultMax}[:{childMin}:{childMax}[:{infantMin}:{infantMax}]]; ids = tourId (tour) | hotelId:planId (yado, dp; planId may be empty) | optionalId (optional) | carId (rentacar). Whole yen per person, e.g. items=100001:100001P01:9800:12000,100002::8800:8800 */
                    items: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 'SUCCESS' (the lookup worked) or 'API_ERROR' */
                            status: string;
                            data?: {
                                /** @description SUCCESS | NOT_EXISTS_COUPON | NOT_EXISTS_AVAILABLE_COUPON */
                                status: string;
                                priceInfo: {
                                    tourId?: string;
                                    hotelId?: string;
                                    planId?: string;
                                    optionalId?: string;
                                    carId?: string;
                                    discountMinPrice: number;
                                    discountMaxPrice: number;
                                    /** @description total discount of the booking at the minimum prices */
                                    discountPrice: number;
                                    /** @description spec §9 per-person discount at the minimum prices */
                                    perPersonDiscount: number;
                                    couponInfo: {
                                        couponCode: string;
                                        couponName: string;
                                        /** @description yen when the unit type is an amount type, percent (10 = 10 %) when it is a rate type (coupon/discount.ts) */
                                        discount: number;
                                        /** @description '1' = price discount (shown on prices); any other value (e.g. point back) is never shown */
                                        discountType: string;
                                        /** @description code table in coupon/discount.ts DISCOUNT_UNIT_TYPES */
                                        discountUnitType: string;
                                        /** @description cap of a rate discount in yen; null = no cap (the service’s 0 or empty) */
                                        maxDiscountAmtForRate: number | null;
                                        /** @description YYYYMMDD; '' open */
                                        depDateFrom: string;
                                        /** @description YYYYMMDD; '' open */
                                        depDateTo: string;
                                        remarks: string;
                                        isUserCoupon: boolean;
                                        userCouponKey: string | null;
                                    };
                                }[];
                                couponInfo: {
                                    couponCode: string;
                                    couponName: string;
                                    /** @description yen when the unit type is an amount type, percent (10 = 10 %) when it is a rate type (coupon/discount.ts) */
                                    discount: number;
                                    /** @description '1' = price discount (shown on prices); any other value (e.g. point back) is never shown */
                                    discountType: string;
                                    /** @description code table in coupon/discount.ts DISCOUNT_UNIT_TYPES */
                                    discountUnitType: string;
                                    /** @description cap of a rate discount in yen; null = no cap (the service’s 0 or empty) */
                                    maxDiscountAmtForRate: number | null;
                                    /** @description YYYYMMDD; '' open */
                                    depDateFrom: string;
                                    /** @description YYYYMMDD; '' open */
                                    depDateTo: string;
                                    remarks: string;
                                    isUserCoupon: boolean;
                                    userCouponKey: string | null;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Coupon list page: general coupons, and the logged-in viewer's own (first, and in userCoupons) */
        get: {
            parameters: {
                query?: {
                    /** @description ja (default) | en | showID */
                    lang?: string;
                    /** @description honoured only when it is the logged-in viewer's own id (the session decides) */
                    userId?: string;
                    /** @description male | female (also 1 | 2, m | f; any letter case); not given = unknown */
                    gender?: string;
                    /** @description whole years */
                    age?: string;
                    /** @description residence prefecture */
                    livePrefCode?: string;
                    /** @description one group only (default: 3, 4 and 5) */
                    targetSystemGrpType?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: "SUCCESS" | "API_ERROR";
                            coupons: components["schemas"]["CouponListEntry"][];
                            /** @description the logged-in viewer's own coupons; [] for visitors */
                            userCoupons: components["schemas"]["CouponListEntry"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account and log in (session cookie tabiyori_session) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        /** @description the domain password rule: 8–128 characters, not blank, not a common password */
                        password: string;
                        familyName: string;
                        givenName: string;
                        /** @description katakana (hiragana converted); required, but on the English site (lang en) for a name in Latin letters */
                        familyNameKana?: string;
                        /** @description katakana (hiragana converted); required, but on the English site (lang en) for a name in Latin letters */
                        givenNameKana?: string;
                        /** @description language of the mail and of the page its link opens (default ja) */
                        lang?: "ja" | "en";
                        phone?: string | null;
                        gender?: string | null;
                        birthDate?: string | null;
                        livePrefCode?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user: components["schemas"]["User"];
                            csrfToken: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in: a new session (cookie tabiyori_session) and its CSRF token */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user: components["schemas"]["User"];
                            csrfToken: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log out: the session ends and the cookie is cleared (x-csrf-token required) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description no content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in user and the CSRF token of the session, or nulls */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user: components["schemas"]["User"] | null;
                            csrfToken: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in user's profile */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user: components["schemas"]["User"];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /** Update the logged-in user's profile (x-csrf-token required) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        familyName?: string;
                        givenName?: string;
                        familyNameKana?: string | null;
                        givenNameKana?: string | null;
                        /** @description the site’s language the names are checked by (default ja: the katakana reading is asked) */
                        lang?: "ja" | "en";
                        phone?: string | null;
                        gender?: string | null;
                        birthDate?: string | null;
                        livePrefCode?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user: components["schemas"]["User"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask for a password-reset mail (the same answer whether the address is registered or not) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        /** @description language of the mail and of the page its link opens (default ja) */
                        lang?: "ja" | "en";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            accepted: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/password-reset/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a mailed link's token (single use, 30 minutes); ends every session */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description the token of the mailed link */
                        token: string;
                        /** @description the new password (the domain rule: 8–128 characters, not blank, not a common password) */
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/email-verification/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm an account's e-mail address with a mailed link's token (single use, 24 hours) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description the token of the mailed link */
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            emailVerified: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account/email-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a new e-mail verification link to the logged-in user (x-csrf-token required) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description language of the mail and of the page its link opens (default ja) */
                        lang?: "ja" | "en";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            accepted: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account/logout-everywhere": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End every session of the logged-in user, this one included (x-csrf-token required) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a message to the (demo) company: stored, and a receipt mailed to the sender */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        email: string;
                        /** @description optional: the booking it is about */
                        bookingNumber?: string;
                        /** @description booking | change | payment | account | site | other */
                        subject: "booking" | "change" | "payment" | "account" | "site" | "other";
                        body: string;
                        /** @description language of the mail and of the page its link opens (default ja) */
                        lang?: "ja" | "en";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description the receipt number the mail repeats */
                            contactId: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/favorites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in user's favourites of one language */
        get: {
            parameters: {
                query?: {
                    /** @description ja (default) | en | showID (= ja) */
                    lang?: string;
                    /** @description only this kind; all when not given */
                    kind?: "tour" | "hotel" | "search";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            favorites: components["schemas"]["Favorite"][];
                            count: number;
                            maxFavoriteCount: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /** Save a tour, a hotel or a search as a favourite (x-csrf-token required) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description ja (default) | en | showID (= ja) */
                        lang?: string;
                        /** @description tour | hotel | search */
                        kind: string;
                        tourId?: string;
                        hotelId?: string;
                        /** @description a saved search: the condition query string */
                        condition?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            favorite: components["schemas"]["Favorite"];
                            created: boolean;
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            favorite: components["schemas"]["Favorite"];
                            created: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /** Remove a favourite by favoriteId or by what it names (JSON body; x-csrf-token required) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        favoriteId?: string;
                        /** @description ja (default) | en | showID (= ja) */
                        lang?: string;
                        /** @description tour | hotel | search */
                        kind?: string;
                        tourId?: string;
                        hotelId?: string;
                        /** @description a saved search: the condition query string */
                        condition?: string;
                    };
                };
            };
            responses: {
                /** @description no content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/favorites/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Merge a visitor's favourites (kept in the browser) into the account at log-in */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description ja (default) | en | showID (= ja) */
                        lang?: string;
                        items: {
                            /** @description ja (default) | en | showID (= ja) */
                            lang?: string;
                            /** @description tour | hotel | search */
                            kind: string;
                            tourId?: string;
                            hotelId?: string;
                            /** @description a saved search: the condition query string */
                            condition?: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            favorites: components["schemas"]["Favorite"][];
                            added: number;
                            skipped: number;
                            limitReached: boolean;
                            maxFavoriteCount: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/operator/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The operator calling, with their role */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            operator: components["schemas"]["Operator"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/operator/operators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every operator account (admin) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            operators: components["schemas"]["Operator"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /** Create an operator account with a role (admin) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        /** @description the domain password rule from 12 characters (not blank, not a common password) */
                        password: string;
                        /** @description admin: everything and operators; sales: coupons, specials, prices, stock; support: bookings, customers, payments */
                        operatorRole: "admin" | "sales" | "support";
                        familyName?: string;
                        givenName?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            operator: components["schemas"]["Operator"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/operator/operators/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change an operator's role (admin; the last admin stays admin) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description admin: everything and operators; sales: coupons, specials, prices, stock; support: bookings, customers, payments */
                        operatorRole: "admin" | "sales" | "support";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            operator: components["schemas"]["Operator"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/operator/operators/{userId}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take the operator role away (admin; the account stays, its sessions end) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description no content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/operator/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit log, newest first, filtered (admin) */
        get: {
            parameters: {
                query?: {
                    /** @description part of the operator e-mail */
                    actor?: string;
                    /** @description action or its prefix, e.g. booking. */
                    action?: string;
                    targetType?: string;
                    targetId?: string;
                    /** @description YYYYMMDD, Japan time */
                    from?: string;
                    /** @description YYYYMMDD, Japan time */
                    to?: string;
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            entries: components["schemas"]["AuditEntry"][];
                            count: number;
                            page: number;
                            pageSize: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/operator/maintenance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The maintenance mode, windows and the notice the site shows now */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MaintenanceState"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /** Replace the maintenance mode and windows (admin) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        mode: "sorry" | "none";
                        schedule: {
                            /** @description YYYYMMDDHHmm, Japan time */
                            maintenanceFrom: string;
                            /** @description exclusive; null = open-ended */
                            maintenanceTo: string | null;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MaintenanceState"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/operator/maintenance/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start maintenance now until the given minute (admin) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description YYYYMMDDHHmm, Japan time */
                        until: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MaintenanceState"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/operator/maintenance/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the maintenance active now (admin) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MaintenanceState"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/operator/coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every coupon with its definition (operators) */
        get: {
            parameters: {
                query?: {
                    scope?: "general" | "user";
                    openStatus?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            coupons: components["schemas"]["OperatorCoupon"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /** Create a coupon (closed unless OpenStatus is 1) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        CouponCode: string;
                        CouponName: string;
                        Scope?: "general" | "user";
                        OpenStatus?: string;
                        ApproveStatus?: string;
                        Discount: number;
                        DiscountType?: string;
                        /** @description 1,2,5,6 amount; 3,4,7,8 rate (%) */
                        DiscountUnitType: string;
                        MaxDiscountAmtForRate?: number | null;
                        MinusRuleType?: string;
                        AdultDiscountFlag?: string;
                        ChildDiscountFlag?: string;
                        InfantDiscountFlag?: string;
                        ConbineFlag?: string;
                        AdtUseAllowFlag?: string;
                        ChdUseAllowFlag?: string;
                        InfUseAllowFlag?: string;
                        DepDateFrom?: string;
                        DepDateTo?: string;
                        /** @description YYYYMMDD[HHmm[ss]] Japan time; empty = open */
                        UseDatetimeFrom?: string;
                        /** @description YYYYMMDD[HHmm[ss]] Japan time; empty = open */
                        UseDatetimeTo?: string;
                        /** @description YYYYMMDD[HHmm[ss]] Japan time; empty = open */
                        GetDatetimeFrom?: string;
                        /** @description YYYYMMDD[HHmm[ss]] Japan time; empty = open */
                        GetDatetimeTo?: string;
                        MinReserveAmt?: number | null;
                        MaxUseCount?: number | null;
                        MaxUsePerUser?: number | null;
                        ExcludeDepDateList?: {
                            DepDateFrom: string;
                            DepDateTo: string;
                        }[];
                        /** @description 3 travel, 4 land optional, 5 car */
                        TargetSystemGrpType: string;
                        TargetSystemSubGrpCode?: string;
                        TourCode?: string;
                        HotelCode?: string;
                        HotelPlanCode?: string;
                        RentacarCode?: string;
                        LandCode?: string;
                        LandMaterialCode?: string;
                        LandPlanCode?: string;
                        AreaCode?: string;
                        DestPrefCode?: string;
                        SexList?: string[];
                        AgeFrom?: number | null;
                        AgeTo?: number | null;
                        LivePrefCodeList?: string[];
                        /** @description product kinds the coupon is for; [] any */
                        ProductKindList?: ("tour" | "dp" | "yado" | "optional" | "rentacar")[];
                        /** @description product features needed (101 hot spring …) */
                        KodawariList?: string[];
                        ChildRequiredFlg?: string;
                        BirthMonthFlg?: string;
                        RoundType?: string;
                        RoundDigit?: number | null;
                        GroupCode?: string;
                        Remarks?: string;
                        En?: {
                            CouponName?: string;
                            Remarks?: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            coupon: components["schemas"]["OperatorCoupon"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/operator/coupons/{couponCode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One coupon (operators) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    couponCode: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            coupon: components["schemas"]["OperatorCoupon"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /** Replace a coupon's definition (user coupons handed out keep it) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    couponCode: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        CouponCode?: string;
                        CouponName: string;
                        Scope?: "general" | "user";
                        OpenStatus?: string;
                        ApproveStatus?: string;
                        Discount: number;
                        DiscountType?: string;
                        /** @description 1,2,5,6 amount; 3,4,7,8 rate (%) */
                        DiscountUnitType: string;
                        MaxDiscountAmtForRate?: number | null;
                        MinusRuleType?: string;
                        AdultDiscountFlag?: string;
                        ChildDiscountFlag?: string;
                        InfantDiscountFlag?: string;
                        ConbineFlag?: string;
                        AdtUseAllowFlag?: string;
                        ChdUseAllowFlag?: string;
                        InfUseAllowFlag?: string;
                        DepDateFrom?: string;
                        DepDateTo?: string;
                        /** @description YYYYMMDD[HHmm[ss]] Japan time; empty = open */
                        UseDatetimeFrom?: string;
                        /** @description YYYYMMDD[HHmm[ss]] Japan time; empty = open */
                        UseDatetimeTo?: string;
                        /** @description YYYYMMDD[HHmm[ss]] Japan time; empty = open */
                        GetDatetimeFrom?: string;
                        /** @description YYYYMMDD[HHmm[ss]] Japan time; empty = open */
                        GetDatetimeTo?: string;
                        MinReserveAmt?: number | null;
                        MaxUseCount?: number | null;
                        MaxUsePerUser?: number | null;
                        ExcludeDepDateList?: {
                            DepDateFrom: string;
                            DepDateTo: string;
                        }[];
                        /** @description 3 travel, 4 land optional, 5 car */
                        TargetSystemGrpType: string;
                        TargetSystemSubGrpCode?: string;
                        TourCode?: string;
                        HotelCode?: string;
                        HotelPlanCode?: string;
                        RentacarCode?: string;
                        LandCode?: string;
                        LandMaterialCode?: string;
                        LandPlanCode?: string;
                        AreaCode?: string;
                        DestPrefCode?: string;
                        SexList?: string[];
                        AgeFrom?: number | null;
                        AgeTo?: number | null;
                        LivePrefCodeList?: string[];
                        /** @description product kinds the coupon is for; [] any */
                        ProductKindList?: ("tour" | "dp" | "yado" | "optional" | "rentacar")[];
                        /** @description product features needed (101 hot spring …) */
                        KodawariList?: string[];
                        ChildRequiredFlg?: string;
                        BirthMonthFlg?: string;
                        RoundType?: string;
                        RoundDigit?: number | null;
                        GroupCode?: string;
                        Remarks?: string;
                        En?: {
                            CouponName?: string;
                            Remarks?: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            coupon: components["schemas"]["OperatorCoupon"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/operator/coupons/{couponCode}/open": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open a coupon (OpenStatus 1) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    couponCode: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            coupon: components["schemas"]["OperatorCoupon"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/operator/coupons/{couponCode}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close a coupon (OpenStatus 0) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    couponCode: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            coupon: components["schemas"]["OperatorCoupon"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/operator/coupons/{couponCode}/grants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hand the coupon to a member by userId or e-mail (a new user coupon) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    couponCode: string;
                };
                cookie?: never;
            };
            /** @description the member by userId or by e-mail (one of them) */
            requestBody: {
                content: {
                    "application/json": {
                        userId?: string;
                        /** @description the member’s e-mail */
                        email?: string;
                        /** @description latest departure YYYYMMDD */
                        depDate?: string;
                        /** @description YYYYMMDD[HHmm[ss]] */
                        useDatetimeTo?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            grant: {
                                userCouponKey: string;
                                userId: string;
                                email: string;
                                couponCode: string;
                                depDate: string | null;
                                useDatetimeTo: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/operator/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search bookings (newest first, 50 a page) */
        get: {
            parameters: {
                query?: {
                    /** @description a booking number or its beginning (TB…) */
                    bookingNumber?: string;
                    /** @description part of the lead traveller’s or account’s name: kanji, kana or Latin */
                    name?: string;
                    /** @description part of the lead’s or account’s e-mail */
                    email?: string;
                    /** @description part of the product name, or its id */
                    product?: string;
                    /** @description YYYYMMDD, Japan time */
                    from?: string;
                    /** @description YYYYMMDD, Japan time */
                    to?: string;
                    status?: "confirmed" | "cancelled";
                    kind?: "tour" | "yado" | "dp" | "optional" | "rentacar";
                    userId?: string;
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            bookings: components["schemas"]["OperatorBookingRow"][];
                            count: number;
                            page: number;
                            pageSize: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/operator/bookings.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A booking search as CSV (UTF-8 with BOM; at most 5,000 rows) */
        get: {
            parameters: {
                query?: {
                    /** @description a booking number or its beginning (TB…) */
                    bookingNumber?: string;
                    /** @description part of the lead traveller’s or account’s name: kanji, kana or Latin */
                    name?: string;
                    /** @description part of the lead’s or account’s e-mail */
                    email?: string;
                    /** @description part of the product name, or its id */
                    product?: string;
                    /** @description YYYYMMDD, Japan time */
                    from?: string;
                    /** @description YYYYMMDD, Japan time */
                    to?: string;
                    status?: "confirmed" | "cancelled";
                    kind?: "tour" | "yado" | "dp" | "optional" | "rentacar";
                    userId?: string;
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description CSV (UTF-8 with BOM); header x-truncated: 1 when rows were left out */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/operator/bookings/{bookingNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A booking with its customer, internal notes and back-office history */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    bookingNumber: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            booking: components["schemas"]["OperatorBooking"];
                            customer: components["schemas"]["Customer"];
                            notes: {
                                noteId: number;
                                authorEmail: string;
                                body: string;
                                /** @description ISO 8601 */
                                at: string;
                            }[];
                            /** @description back-office changes of this booking, oldest first */
                            history: components["schemas"]["AuditEntry"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/operator/bookings/{bookingNumber}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel on the customer's behalf (the traveller's cancellation rules; stock and coupon given back) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    bookingNumber: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            booking: components["schemas"]["OperatorBooking"];
                            customer: components["schemas"]["Customer"];
                            notes: {
                                noteId: number;
                                authorEmail: string;
                                body: string;
                                /** @description ISO 8601 */
                                at: string;
                            }[];
                            /** @description back-office changes of this booking, oldest first */
                            history: components["schemas"]["AuditEntry"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/operator/bookings/{bookingNumber}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add an internal note (never shown to the traveller) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    bookingNumber: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        body: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            booking: components["schemas"]["OperatorBooking"];
                            customer: components["schemas"]["Customer"];
                            notes: {
                                noteId: number;
                                authorEmail: string;
                                body: string;
                                /** @description ISO 8601 */
                                at: string;
                            }[];
                            /** @description back-office changes of this booking, oldest first */
                            history: components["schemas"]["AuditEntry"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/operator/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find customers by e-mail, name (kanji, kana, Latin) or user id */
        get: {
            parameters: {
                query: {
                    /** @description part of an e-mail or name, or a user id */
                    q: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            customers: components["schemas"]["Customer"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/operator/customers/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A customer's page: account, bookings, coupons handed to them */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            customer: components["schemas"]["Customer"];
                            bookings: components["schemas"]["OperatorBookingRow"][];
                            coupons: {
                                userCouponKey: string;
                                couponCode: string;
                                couponName: string;
                                depDate: string | null;
                                useDatetimeTo: string | null;
                                bookingNumber: string | null;
                                returnDatetime: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/operator/bookings/{bookingNumber}/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record the bank transfer of a booking (入金待ち → 入金済み) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    bookingNumber: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description the bank transfer arrived: 入金待ち → 入金済み
                         * @enum {string}
                         */
                        status: "paid";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            bookingNumber: string;
                            payment: components["schemas"]["Payment"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/operator/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Today's bookings, cancellations and sales; low stock in the next 14 days; coupon use; maintenance */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            today: {
                                /** @description YYYYMMDD, Japan time */
                                date: string;
                                /** @description bookings made today (Japan time) */
                                bookings: number;
                                /** @description bookings cancelled today */
                                cancellations: number;
                                /** @description yen paid for the bookings made today and not cancelled */
                                sales: number;
                            };
                            lowStock: {
                                threshold: {
                                    rooms: number;
                                    seats: number;
                                };
                                /** @description the next 14 days, lowest first, at most 50 */
                                items: {
                                    kind: "room" | "seat";
                                    productId: string;
                                    productName: string;
                                    itemId: string;
                                    itemName: string;
                                    /** @description YYYYMMDD, Japan time */
                                    date: string;
                                    stock: number;
                                }[];
                            };
                            coupons: {
                                /** @description coupon uses counted now (cancellations give theirs back) */
                                uses: number;
                                userCouponsIssued: number;
                                /** @description user coupons held by a booking now */
                                userCouponsUsed: number;
                                top: {
                                    couponCode: string;
                                    couponName: string;
                                    uses: number;
                                }[];
                            };
                            maintenance: components["schemas"]["MaintenanceState"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/operator/locales/missing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Texts reported missing by browsers, most reported first (every operator) */
        get: {
            parameters: {
                query?: {
                    lang?: string;
                    ns?: string;
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            keys: {
                                lang: string;
                                ns: string;
                                key: string;
                                fallback: string;
                                hits: number;
                                /** @description ISO 8601 */
                                firstSeen: string;
                                /** @description ISO 8601 */
                                lastSeen: string;
                            }[];
                            count: number;
                            page: number;
                            pageSize: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/operator/inventory/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Hotels, tours, activities or rental cars by id or part of the name (first 20) */
        get: {
            parameters: {
                query: {
                    /** @description hotel (its rooms and plans), tour departures, optional activity, rental car */
                    kind: "hotel" | "tour" | "optional" | "rentacar";
                    /** @description the id, or part of the name */
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            products: {
                                /** @description hotel (its rooms and plans), tour departures, optional activity, rental car */
                                kind: "hotel" | "tour" | "optional" | "rentacar";
                                id: string;
                                name: {
                                    ja: string;
                                    en: string;
                                };
                                place: {
                                    ja: string;
                                    en: string;
                                };
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/operator/inventory/{kind}/{itemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stock per day (left, booked, stopped) and prices per day of a product */
        get: {
            parameters: {
                query?: {
                    /** @description YYYYMMDD, Japan time */
                    from?: string;
                    days?: number;
                };
                header?: never;
                path: {
                    /** @description hotel (its rooms and plans), tour departures, optional activity, rental car */
                    kind: "hotel" | "tour" | "optional" | "rentacar";
                    itemId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description hotel (its rooms and plans), tour departures, optional activity, rental car */
                            kind: "hotel" | "tour" | "optional" | "rentacar";
                            itemId: string;
                            name: {
                                ja: string;
                                en: string;
                            };
                            /** @description YYYYMMDD, Japan time */
                            from: string;
                            days: string[];
                            stock: {
                                /** @description the stock row: a hotel room, a tour departure, an activity, a rental car */
                                kind: "room" | "tour" | "optional" | "rentacar";
                                itemId: string;
                                name: {
                                    ja: string;
                                    en: string;
                                };
                                cells: ({
                                    /** @description left to sell (held while sale is stopped) */
                                    left: number;
                                    /** @description held by confirmed bookings */
                                    booked: number;
                                    /** @description left + booked */
                                    total: number;
                                    stopped: boolean;
                                } | null)[];
                            }[];
                            prices: {
                                /** @description plan: price per adult per night for 1, 2, … people per room (0 = not sold for that count); tour: the lowest and highest price per adult of a departure at 2 per room */
                                kind: "plan" | "tour";
                                itemId: string;
                                name: {
                                    ja: string;
                                    en: string;
                                };
                                width: number;
                                cells: (number[] | null)[];
                            }[];
                            productPrices: {
                                /** @description optional: the price per adult, child and infant (null: the category is not taken); rentacar: the first 24 hours and each extra day (before the season and weekend factors). These prices hold for every day. */
                                kind: "optional" | "rentacar";
                                itemId: string;
                                positions: string[];
                                prices: (null | number)[];
                            } | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/operator/inventory/stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set or add stock, stop or resume sale, over a date range and weekdays (sales, admin) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description the stock row: a hotel room, a tour departure, an activity, a rental car */
                        kind: "room" | "tour" | "optional" | "rentacar";
                        itemId: string;
                        /** @description YYYYMMDD, Japan time */
                        from: string;
                        /** @description YYYYMMDD, Japan time */
                        to: string;
                        /** @description only these weekdays (0 Sunday … 6 Saturday); every day when absent or empty */
                        weekdays?: number[];
                        action: "set" | "add" | "stop" | "resume";
                        /** @description set: the day total; add: the change of the total (may be negative) */
                        quantity?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            changed: number;
                            skipped: number;
                            prices?: number[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/operator/inventory/prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set prices over a date range and weekdays, as sale or net prices (spec §9) (sales, admin) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description plan: price per adult per night for 1, 2, … people per room (0 = not sold for that count); tour: the lowest and highest price per adult of a departure at 2 per room */
                        kind: "plan" | "tour";
                        itemId: string;
                        /** @description YYYYMMDD, Japan time */
                        from: string;
                        /** @description YYYYMMDD, Japan time */
                        to: string;
                        /** @description only these weekdays (0 Sunday … 6 Saturday); every day when absent or empty */
                        weekdays?: number[];
                        prices: number[];
                        /** @description spec §9: the sale price follows from the net price */
                        net?: {
                            taxRate: number;
                            commissionRate: number;
                            markupAmount: number;
                            markupRate: number;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            changed: number;
                            skipped: number;
                            prices?: number[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/operator/inventory/product-prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An activity's prices per adult, child and infant, or a rental car's first 24 hours and extra day, as sale or net prices (spec §9); they hold for every day (sales, admin) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description optional: the price per adult, child and infant (null: the category is not taken); rentacar: the first 24 hours and each extra day (before the season and weekend factors). These prices hold for every day. */
                        kind: "optional" | "rentacar";
                        itemId: string;
                        prices: (null | number)[];
                        /** @description spec §9: the sale price follows from the net price */
                        net?: {
                            taxRate: number;
                            commissionRate: number;
                            markupAmount: number;
                            markupRate: number;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            changed: number;
                            skipped: number;
                            prices?: number[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/operator/specials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every special with its publication dates and whether travellers see it today */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            specials: {
                                specialCode: string;
                                /** @description what the special lists: its page is /special/{code} (tour, both) or /special/hotels/{code} */
                                target: "tour" | "hotel" | "both";
                                name: {
                                    ja: string;
                                    en: string;
                                };
                                publishFrom: string | null;
                                publishTo: string | null;
                                published: boolean;
                                tourCount: number;
                                hotelCount: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /** Create a special (sales, admin) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description a-z, 0-9 and - */
                        specialCode: string;
                        /** @description what the special lists: its page is /special/{code} (tour, both) or /special/hotels/{code} */
                        target: "tour" | "hotel" | "both";
                        definitions: {
                            ja: {
                                specialName: string;
                                metaTitle: string;
                                metaDescription: string;
                                metaKeyword: string;
                                breadCrumbsText: string;
                            };
                            en: {
                                specialName: string;
                                metaTitle: string;
                                metaDescription: string;
                                metaKeyword: string;
                                breadCrumbsText: string;
                            };
                        };
                        lead: {
                            ja: string;
                            en: string;
                        };
                        tourIds: string[];
                        hotelIds: string[];
                        publishFrom: string | null;
                        publishTo: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            special: components["schemas"]["OperatorSpecial"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/operator/specials/{specialCode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One special: definitions ja/en, lead, tours and hotels listed, publication */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description a-z, 0-9 and - */
                    specialCode: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            special: components["schemas"]["OperatorSpecial"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /** Replace what the console edits of a special (sales, admin) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description a-z, 0-9 and - */
                    specialCode: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description what the special lists: its page is /special/{code} (tour, both) or /special/hotels/{code} */
                        target: "tour" | "hotel" | "both";
                        definitions: {
                            ja: {
                                specialName: string;
                                metaTitle: string;
                                metaDescription: string;
                                metaKeyword: string;
                                breadCrumbsText: string;
                            };
                            en: {
                                specialName: string;
                                metaTitle: string;
                                metaDescription: string;
                                metaKeyword: string;
                                breadCrumbsText: string;
                            };
                        };
                        lead: {
                            ja: string;
                            en: string;
                        };
                        tourIds: string[];
                        hotelIds: string[];
                        publishFrom: string | null;
                        publishTo: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            special: components["schemas"]["OperatorSpecial"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bookings/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Price a booking for the logged-in user: rows, total, usable coupons, cancellation policy */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        kind: "tour" | "yado" | "dp" | "optional" | "rentacar";
                        lang?: "ja" | "en";
                        /** @description tour: T + 6 digits */
                        tourId?: string;
                        /** @description yado */
                        hotelId?: string;
                        /** @description yado */
                        planId?: string;
                        /** @description yado: the room type (default: the plan’s first room that fits and has stock) */
                        roomId?: string;
                        /** @description optional: landCode-landMaterialCode-landPlanCode */
                        optionalId?: string;
                        /** @description rentacar */
                        carId?: string;
                        /** @description YYYYMMDD: departure (tour), check-in (yado), use (optional) or pickup (rentacar) day */
                        date: string;
                        /** @description yado: nights (default 1) */
                        nights?: number;
                        /** @description rentacar: HHmm */
                        pickupTime?: string;
                        /** @description rentacar: YYYYMMDD */
                        returnDate?: string;
                        /** @description rentacar: HHmm */
                        returnTime?: string;
                        adultPax: number;
                        children?: components["schemas"]["Child"][];
                        /** @description default 1 */
                        roomCount?: number;
                        /** @description dp: the JR departure area (or depStation / depGenericStation) */
                        depAreaCode?: string;
                        /** @description dp: the JR departure station */
                        depStation?: string;
                        /** @description dp: the JR departure generic station */
                        depGenericStation?: string;
                        /** @description dp: ordinary reserved seat (default, the basic set) or green car */
                        seatClass?: "reserved" | "green";
                        couponCode?: string;
                        /** @description several coupons: all combinable (conbineFlag 1), or one that is not; applied in the order leaving the lowest price. Takes precedence over couponCode */
                        couponCodes?: string[];
                        /** @description tour: hotel and plan per stay */
                        stays?: {
                            /** @description the stay’s night offset from departure */
                            relativeDate: number;
                            hotelId: string;
                            planId: string;
                            /** @description the room type among the plan’s (default: the plan’s first room that fits) */
                            roomId?: string;
                        }[];
                        /** @description tour: the service per leg */
                        transports?: {
                            leg: "outbound" | "return";
                            /** @description index of the leg’s service (tourCondition) */
                            service: number;
                        }[];
                        /** @description tour: spec §3 room assignment, one spec §5 ten-count string per room */
                        roomAssigns?: string[];
                        /** @description tour: optional activities in the same booking */
                        includeOptionals?: {
                            optionalId: string;
                            /** @description YYYYMMDD, a day of the trip */
                            date: string;
                            /** @description spec §5 ten counts, e.g. m2f0a0b0c0d0e0f0a0b0 */
                            amount: string;
                            optionalGroupId?: string;
                        }[];
                        /** @description yado, dp: the room (0-based, below roomCount) of each guest, adults first then the children in order */
                        placement?: number[];
                        /** @description yado, dp: HHmm, one of the quote’s stay.checkinTimes */
                        checkinTime?: string;
                        /** @description yado, dp: the traveller’s requests (at most 200 characters) */
                        requests?: string;
                        /** @description rentacar: options and pieces */
                        rentalOptions?: {
                            code: string;
                            quantity: number;
                        }[];
                        /** @description rentacar: one-way return office */
                        returnOfficeCode?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            kind: string;
                            productName: string;
                            ids: components["schemas"]["BookingIds"];
                            /** @description YYYYMMDD */
                            startDate: string;
                            /** @description YYYYMMDD */
                            endDate: string;
                            nights: number;
                            /** @description rentacar: the rental chosen, else null */
                            rental: components["schemas"]["RentalView"] | null;
                            priceRows: components["schemas"]["PriceRow"][];
                            /** @description tour: what was chosen and got */
                            choices: components["schemas"]["TourChoices"] | null;
                            /** @description before coupons, yen */
                            total: number;
                            couponDiscount: number;
                            paidTotal: number;
                            cancellationPolicy: components["schemas"]["CancellationPolicy"];
                            transport: components["schemas"]["Transport"] | null;
                            party: components["schemas"]["PartySnapshot"];
                            /** @description yado, dp: room type, rooms, check-in time, requests and what may be chosen */
                            stay: components["schemas"]["QuoteStay"] | null;
                            stock: number;
                            coupons: components["schemas"]["CouponOffer"][];
                            bestCoupon: components["schemas"]["CouponOffer"] | null;
                            bestSelection: components["schemas"]["CouponSelection"] | null;
                            /** @description when exactly one coupon is applied */
                            appliedCoupon: components["schemas"]["CouponOffer"] | null;
                            appliedCoupons: components["schemas"]["AppliedCoupon"][];
                            /** @description the coupon service did not answer: priced without coupons (spec §4 API_ERROR) */
                            couponsUnavailable: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in user’s bookings, newest first */
        get: {
            parameters: {
                query?: {
                    /** @description product names in this language (default: the language the booking was made in) */
                    lang?: "ja" | "en";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            bookings: components["schemas"]["Booking"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /** Book (idempotent by the Idempotency-Key header): 201 created, 200 the key’s earlier booking */
        post: {
            parameters: {
                query?: never;
                header: {
                    "idempotency-key": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        kind: "tour" | "yado" | "dp" | "optional" | "rentacar";
                        lang?: "ja" | "en";
                        /** @description tour: T + 6 digits */
                        tourId?: string;
                        /** @description yado */
                        hotelId?: string;
                        /** @description yado */
                        planId?: string;
                        /** @description yado: the room type (default: the plan’s first room that fits and has stock) */
                        roomId?: string;
                        /** @description optional: landCode-landMaterialCode-landPlanCode */
                        optionalId?: string;
                        /** @description rentacar */
                        carId?: string;
                        /** @description YYYYMMDD: departure (tour), check-in (yado), use (optional) or pickup (rentacar) day */
                        date: string;
                        /** @description yado: nights (default 1) */
                        nights?: number;
                        /** @description rentacar: HHmm */
                        pickupTime?: string;
                        /** @description rentacar: YYYYMMDD */
                        returnDate?: string;
                        /** @description rentacar: HHmm */
                        returnTime?: string;
                        adultPax: number;
                        children?: components["schemas"]["Child"][];
                        /** @description default 1 */
                        roomCount?: number;
                        /** @description dp: the JR departure area (or depStation / depGenericStation) */
                        depAreaCode?: string;
                        /** @description dp: the JR departure station */
                        depStation?: string;
                        /** @description dp: the JR departure generic station */
                        depGenericStation?: string;
                        /** @description dp: ordinary reserved seat (default, the basic set) or green car */
                        seatClass?: "reserved" | "green";
                        couponCode?: string;
                        /** @description several coupons: all combinable (conbineFlag 1), or one that is not; applied in the order leaving the lowest price. Takes precedence over couponCode */
                        couponCodes?: string[];
                        /** @description tour: hotel and plan per stay */
                        stays?: {
                            /** @description the stay’s night offset from departure */
                            relativeDate: number;
                            hotelId: string;
                            planId: string;
                            /** @description the room type among the plan’s (default: the plan’s first room that fits) */
                            roomId?: string;
                        }[];
                        /** @description tour: the service per leg */
                        transports?: {
                            leg: "outbound" | "return";
                            /** @description index of the leg’s service (tourCondition) */
                            service: number;
                        }[];
                        /** @description tour: spec §3 room assignment, one spec §5 ten-count string per room */
                        roomAssigns?: string[];
                        /** @description tour: optional activities in the same booking */
                        includeOptionals?: {
                            optionalId: string;
                            /** @description YYYYMMDD, a day of the trip */
                            date: string;
                            /** @description spec §5 ten counts, e.g. m2f0a0b0c0d0e0f0a0b0 */
                            amount: string;
                            optionalGroupId?: string;
                        }[];
                        /** @description yado, dp: the room (0-based, below roomCount) of each guest, adults first then the children in order */
                        placement?: number[];
                        /** @description yado, dp: HHmm, one of the quote’s stay.checkinTimes */
                        checkinTime?: string;
                        /** @description yado, dp: the traveller’s requests (at most 200 characters) */
                        requests?: string;
                        /** @description rentacar: options and pieces */
                        rentalOptions?: {
                            code: string;
                            quantity: number;
                        }[];
                        /** @description rentacar: one-way return office */
                        returnOfficeCode?: string;
                        /** @description the paid total the traveller saw (after the coupon), yen */
                        expectedTotal: number;
                        travellers: components["schemas"]["Travellers"];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Booking"];
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Booking"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bookings/{bookingNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One booking of the logged-in user (another user’s number: 404 BKE901) */
        get: {
            parameters: {
                query?: {
                    /** @description product names in this language (default: the language the booking was made in) */
                    lang?: "ja" | "en";
                };
                header?: never;
                path: {
                    bookingNumber: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Booking"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bookings/{bookingNumber}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a booking online (until 前日 23:59 JST); gives the stock and the coupon back */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    bookingNumber: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Booking"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bookings/{bookingNumber}/change/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Price a change of the booking (date, nights, party, rooms, rental times): before, after, difference; writes nothing */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    bookingNumber: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description the new departure / check-in / use / pickup day, YYYYMMDD */
                        date?: string;
                        /** @description yado, dp */
                        nights?: number;
                        adultPax?: number;
                        children?: components["schemas"]["Child"][];
                        /** @description yado, dp */
                        roomCount?: number;
                        /** @description yado, dp: another room type of the plan (default: the booked one) */
                        roomId?: string;
                        /** @description rentacar: HHmm */
                        pickupTime?: string;
                        /** @description rentacar: YYYYMMDD */
                        returnDate?: string;
                        /** @description rentacar: HHmm */
                        returnTime?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            bookingNumber: string;
                            kind: string;
                            before: components["schemas"]["ChangeSummary"];
                            after: components["schemas"]["ChangeSummary"];
                            /** @description the new price rows */
                            priceRows: components["schemas"]["PriceRow"][];
                            /** @description new paid total − old paid total, yen */
                            difference: number;
                            /** @description coupons whose conditions no longer hold for the changed booking: removed by the change */
                            removedCoupons: components["schemas"]["RemovedCoupon"][];
                            payment: {
                                method: "onsite" | "bank_transfer";
                                status: "onsite" | "awaiting" | "paid";
                                deadline: string | null;
                                /** @description what the traveller pays after the change (on site or by transfer) */
                                amountDue: number;
                                /** @description what is given back (a paid transfer that became cheaper) */
                                refund: number;
                            };
                            /** @description YYYYMMDD: changes are accepted online until 23:59 JST */
                            changeDeadline: string;
                            cancellationPolicy: components["schemas"]["CancellationPolicy"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bookings/{bookingNumber}/change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the booking (idempotent by the Idempotency-Key header): stock moved in one transaction, the change mail queued */
        post: {
            parameters: {
                query?: never;
                header: {
                    "idempotency-key": string;
                };
                path: {
                    bookingNumber: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description the new departure / check-in / use / pickup day, YYYYMMDD */
                        date?: string;
                        /** @description yado, dp */
                        nights?: number;
                        adultPax?: number;
                        children?: components["schemas"]["Child"][];
                        /** @description yado, dp */
                        roomCount?: number;
                        /** @description yado, dp: another room type of the plan (default: the booked one) */
                        roomId?: string;
                        /** @description rentacar: HHmm */
                        pickupTime?: string;
                        /** @description rentacar: YYYYMMDD */
                        returnDate?: string;
                        /** @description rentacar: HHmm */
                        returnTime?: string;
                        /** @description the new paid total the traveller saw in the change quote, yen */
                        expectedTotal: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            booking: components["schemas"]["Booking"];
                            change: components["schemas"]["ChangeRecord"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/mailbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Development only: the mails the embedded mailbox received, newest first (404 unless the API runs it) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            mails: {
                                seq: number;
                                messageId: string;
                                from: string;
                                to: string[];
                                subject: string;
                                text: string;
                                html: string;
                                receivedAt: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ApiError: {
            /** @description the HTTP status of the answer */
            status: number;
            /** @description the catalogue message */
            message: string;
            /** @description the catalogue code (apps/api/ERRORS.md) */
            errorCode: string;
        };
        OperatorCoupon: {
            couponCode: string;
            scope: string;
            openStatus: string;
            approveStatus: string;
            targetSystemGrpType: string;
            usage: {
                /** @description user coupons handed out */
                issued: number;
                /** @description bookings using it now */
                used: number;
                /** @description uses given back by cancellations */
                returned: number;
            };
            definition: {
                CouponCode: string;
                CouponName?: string;
                Scope?: "general" | "user";
                OpenStatus?: string;
                ApproveStatus?: string;
                /** @description as written: text or number */
                Discount?: string | number;
                DiscountType?: string;
                DiscountUnitType?: string;
                /** @description as written: text, number or null */
                MaxDiscountAmtForRate?: string | number | null;
                MinusRuleType?: string;
                AdultDiscountFlag?: string;
                ChildDiscountFlag?: string;
                InfantDiscountFlag?: string;
                ConbineFlag?: string;
                AdtUseAllowFlag?: string;
                ChdUseAllowFlag?: string;
                InfUseAllowFlag?: string;
                DepDateFrom?: string;
                DepDateTo?: string;
                UseDatetimeFrom?: string;
                UseDatetimeTo?: string;
                GetDatetimeFrom?: string;
                GetDatetimeTo?: string;
                /** @description as written: text, number or null */
                MinReserveAmt?: string | number | null;
                /** @description as written: text, number or null */
                MaxUseCount?: string | number | null;
                /** @description as written: text, number or null */
                MaxUsePerUser?: string | number | null;
                ExcludeDepDateList?: {
                    DepDateFrom?: string;
                    DepDateTo?: string;
                }[] | null;
                /** @description as written: text or number */
                TargetSystemGrpType?: string | number;
                TargetSystemSubGrpCode?: string;
                TourCode?: string;
                HotelCode?: string;
                HotelPlanCode?: string;
                RentacarCode?: string;
                LandCode?: string;
                LandMaterialCode?: string;
                LandPlanCode?: string;
                UseDate?: string;
                AreaCode?: string;
                DestPrefCode?: string;
                SexList?: string[] | null;
                /** @description as written: text, number or null */
                AgeFrom?: string | number | null;
                /** @description as written: text, number or null */
                AgeTo?: string | number | null;
                LivePrefCodeList?: string[] | null;
                ProductKindList?: string[] | null;
                KodawariList?: string[] | null;
                ChildRequiredFlg?: string;
                BirthMonthFlg?: string;
                /** @description as written: text or number */
                RoundType?: string | number;
                /** @description as written: text, number or null */
                RoundDigit?: string | number | null;
                GroupCode?: string;
                Remarks?: string;
                En?: {
                    CouponName?: string;
                    Remarks?: string;
                };
            };
        };
        CouponServiceCoupon: {
            CouponCode: string;
            CouponName?: string;
            Scope?: "general" | "user";
            OpenStatus?: string;
            ApproveStatus?: string;
            /** @description as written: text or number */
            Discount?: string | number;
            DiscountType?: string;
            DiscountUnitType?: string;
            /** @description as written: text, number or null */
            MaxDiscountAmtForRate?: string | number | null;
            MinusRuleType?: string;
            AdultDiscountFlag?: string;
            ChildDiscountFlag?: string;
            InfantDiscountFlag?: string;
            ConbineFlag?: string;
            AdtUseAllowFlag?: string;
            ChdUseAllowFlag?: string;
            InfUseAllowFlag?: string;
            DepDateFrom?: string;
            DepDateTo?: string;
            UseDatetimeFrom?: string;
            UseDatetimeTo?: string;
            GetDatetimeFrom?: string;
            GetDatetimeTo?: string;
            /** @description as written: text, number or null */
            MinReserveAmt?: string | number | null;
            /** @description as written: text, number or null */
            MaxUseCount?: string | number | null;
            /** @description as written: text, number or null */
            MaxUsePerUser?: string | number | null;
            ExcludeDepDateList?: {
                DepDateFrom?: string;
                DepDateTo?: string;
            }[] | null;
            /** @description as written: text or number */
            TargetSystemGrpType?: string | number;
            TargetSystemSubGrpCode?: string;
            TourCode?: string;
            HotelCode?: string;
            HotelPlanCode?: string;
            RentacarCode?: string;
            LandCode?: string;
            LandMaterialCode?: string;
            LandPlanCode?: string;
            UseDate?: string;
            AreaCode?: string;
            DestPrefCode?: string;
            SexList?: string[] | null;
            /** @description as written: text, number or null */
            AgeFrom?: string | number | null;
            /** @description as written: text, number or null */
            AgeTo?: string | number | null;
            LivePrefCodeList?: string[] | null;
            ProductKindList?: string[] | null;
            KodawariList?: string[] | null;
            ChildRequiredFlg?: string;
            BirthMonthFlg?: string;
            /** @description as written: text or number */
            RoundType?: string | number;
            /** @description as written: text, number or null */
            RoundDigit?: string | number | null;
            GroupCode?: string;
            Remarks?: string;
            En?: {
                CouponName?: string;
                Remarks?: string;
            };
            /** @description ja_JP or en_US (also accepted: ja, en) */
            LangCode?: string;
            /** @description as written: text, number or null */
            UsedCount?: string | number | null;
            /** @description as written: text, number or null */
            UserUsedCount?: string | number | null;
        };
        CouponListEntry: {
            couponCode: string;
            couponName: string;
            /** @description normalised coupon language (spec §3: en or ja) */
            langCode: "ja" | "en";
            openStatus: string;
            /** @description yen when the unit type is an amount type, percent (10 = 10 %) when it is a rate type (coupon/discount.ts) */
            discount: number;
            /** @description '1' = price discount (shown on prices); any other value (e.g. point back) is never shown */
            discountType: string;
            /** @description code table in coupon/discount.ts DISCOUNT_UNIT_TYPES */
            discountUnitType: string;
            /** @description cap of a rate discount in yen; null = no cap (the service’s 0 or empty) */
            maxDiscountAmtForRate: number | null;
            /** @description '1' = a discount that would take a price below zero counts as zero */
            minusRuleType: string;
            /** @description '1' yes; any other value no (a missing flag is '0') */
            adultDiscountFlag: string;
            /** @description '1' yes; any other value no (a missing flag is '0') */
            childDiscountFlag: string;
            /** @description '1' yes; any other value no (a missing flag is '0') */
            infantDiscountFlag: string;
            /** @description spelled as the service spells it: '1' combinable with other combinable coupons */
            conbineFlag: string;
            /** @description '1' yes; any other value no (a missing flag is '0') */
            adtUseAllowFlag: string;
            /** @description '1' yes; any other value no (a missing flag is '0') */
            chdUseAllowFlag: string;
            /** @description '1' yes; any other value no (a missing flag is '0') */
            infUseAllowFlag: string;
            /** @description YYYYMMDD; '' open */
            depDateFrom: string;
            /** @description YYYYMMDD; '' open */
            depDateTo: string;
            /** @description minimum reserve amount in yen; null = none */
            minReserveAmt: number | null;
            /** @description total uses allowed; null = no cap */
            maxUseCount: number | null;
            excludeDepDateList: {
                /** @description YYYYMMDD */
                depDateFrom: string;
                /** @description YYYYMMDD */
                depDateTo: string;
            }[];
            targetSystemGrpType: string;
            /** @description the tour type (tour app sub-group) the coupon is limited to: '01' free plan, '03' dynamic package …; '' any */
            targetSystemSubGrpCode: string;
            hotelCode: string;
            hotelPlanCode: string;
            landCode: string;
            landMaterialCode: string;
            landPlanCode: string;
            /** @description `${landCode}-${landMaterialCode}-${landPlanCode}`, or '' when the coupon names no landCode */
            optionalId: string;
            useDate: string;
            /** @description '1' up, '2' down, anything else nearest (half up): coupon/rounding.ts */
            roundType: string;
            /** @description rounding unit is 10 ** roundDigit; null = the default unit 10 */
            roundDigit: number | null;
            groupCode: string;
            remarks: string;
            /** @description tour | dp | yado | optional | rentacar; [] any */
            productKinds: string[];
            /** @description features needed ('101' hot spring); [] none */
            kodawari: string[];
            /** @description a child or an infant must be in the party */
            childRequired: boolean;
            /** @description only in the member's birth month */
            birthMonthOnly: boolean;
            /** @description the tour the coupon is for; '' any */
            tourCode: string;
            /** @description the rental car the coupon is for; '' any */
            rentacarCode: string;
            /** @description destination area, any level; '' anywhere */
            areaCode: string;
            /** @description destination prefecture; '' anywhere */
            destPrefCode: string;
            /** @description male | female; [] anyone */
            sexes: string[];
            /** @description null: open */
            ageFrom: number | null;
            /** @description null: open */
            ageTo: number | null;
            /** @description residence prefectures; [] anyone */
            livePrefCodes: string[];
            /** @description uses allowed per member; null = no cap */
            maxUsePerUser: number | null;
            /** @description bookings using the coupon now (live count of the service) */
            usedCount: number;
            /** @description the asking member's bookings using it */
            userUsedCount: number;
            isUserCoupon: boolean;
            userCouponKey: string | null;
            /** @description usage period start, YYYYMMDDHHmm[ss]; empty when unknown */
            useDatetimeFrom: string;
            /** @description usage period end; a user coupon's own end when it has one */
            useDatetimeTo: string;
            /** @description a user coupon's latest departure (YYYYMMDD), else empty */
            latestDepDate: string;
            /** @description the names of the destination area and prefecture the coupon is for, in the asked language */
            areaNames: string[];
            /** @description the names of the residence prefectures the coupon asks for (livePrefCodes), in the asked language */
            livePrefNames: string[];
            /** @description the name of that tour type in the asked language; '' when the coupon is not limited to one */
            tourTypeName: string;
            forViewer: null | {
                /** @description the member's own conditions hold today (what they book decides the rest) */
                usable: boolean;
                reason: ("PRODUCT_KIND_MISMATCH" | "TOUR_MISMATCH" | "RENTACAR_MISMATCH" | "AREA_MISMATCH" | "CHILD_REQUIRED" | "FEATURE_MISMATCH" | "NOT_BIRTH_MONTH" | "GENDER_MISMATCH" | "AGE_MISMATCH" | "RESIDENCE_MISMATCH" | "USED_UP" | "USER_LIMIT_REACHED") | null;
            };
        };
        RentalView: {
            pickupTime: string;
            returnDate: string;
            returnTime: string;
            days: number;
            pickupOffice: {
                officeCode: string;
                name: {
                    ja: string;
                    en: string;
                };
            } | null;
            returnOffice: {
                officeCode: string;
                name: {
                    ja: string;
                    en: string;
                };
            } | null;
            /** @description the car for the rental (the price row) */
            carPrice: number;
            oneWayFee: number;
            options: {
                code: string;
                name: {
                    ja: string;
                    en: string;
                };
                unit: "rental" | "day";
                quantity: number;
                unitPrice: number;
                chargedDays: number;
                amount: number;
                limited: boolean;
            }[];
            /** @description Σ options, yen (inside total) */
            optionTotal: number;
        };
        OperatorSpecial: {
            specialCode: string;
            /** @description what the special lists: its page is /special/{code} (tour, both) or /special/hotels/{code} */
            target: "tour" | "hotel" | "both";
            definitions: {
                ja: {
                    specialName: string;
                    metaTitle: string;
                    metaDescription: string;
                    metaKeyword: string;
                    breadCrumbsText: string;
                };
                en: {
                    specialName: string;
                    metaTitle: string;
                    metaDescription: string;
                    metaKeyword: string;
                    breadCrumbsText: string;
                };
            };
            lead: {
                ja: string;
                en: string;
            };
            tourIds: string[];
            hotelIds: string[];
            publishFrom: string | null;
            publishTo: string | null;
            published: boolean;
            tours: {
                id: string;
                name: {
                    ja: string;
                    en: string;
                };
            }[];
            hotels: {
                id: string;
                name: {
                    ja: string;
                    en: string;
                };
            }[];
        };
        User: {
            userId: string;
            email: string;
            role: "traveller" | "operator";
            familyName: string | null;
            givenName: string | null;
            familyNameKana: string | null;
            givenNameKana: string | null;
            phone: string | null;
            gender: ("1" | "2") | null;
            birthDate: string | null;
            age: number | null;
            livePrefCode: string | null;
            /** @description the address was confirmed through the mailed link */
            emailVerified: boolean;
        };
        Favorite: {
            favoriteId: string;
            kind: "tour" | "hotel" | "search";
            lang: "ja" | "en";
            tourId: string | null;
            hotelId: string | null;
            condition: string | null;
            summary: {
                depAreaCode: string | null;
                arrAreaCode: string[];
                goDate: string | null;
                isNoDate: boolean;
                nights: number | null;
                tourDays: number | null;
                paxPerRoom: number | null;
            } | null;
            name: string | null;
            createdAt: string;
        };
        Operator: {
            userId: string;
            email: string;
            /** @description admin: everything and operators; sales: coupons, specials, prices, stock; support: bookings, customers, payments */
            operatorRole: "admin" | "sales" | "support";
            familyName: string | null;
            givenName: string | null;
            /** @description ISO 8601 */
            createdAt: string;
        };
        AuditEntry: {
            auditId: number;
            /** @description ISO 8601 */
            at: string;
            actorId: string;
            actorEmail: string;
            action: string;
            targetType: string;
            targetId: string;
            /** @description the state before the change (null when created): a generic audit record, free-form by design, whose shape is the audited action’s own (a coupon definition, a booking’s status, a stock figure…) */
            before: unknown;
            /** @description the state after the change (null when removed): a generic audit record, free-form like before */
            after: unknown;
        };
        MaintenanceState: {
            mode: "sorry" | "none";
            schedule: {
                /** @description YYYYMMDDHHmm, Japan time */
                maintenanceFrom: string;
                /** @description exclusive; null = open-ended */
                maintenanceTo: string | null;
            }[];
            noticeEnd: string | null;
            /** @description YYYYMMDDHHmm, Japan time */
            now: string;
        };
        /** @description How the booking is paid (issue 17) */
        Payment: {
            method: "onsite" | "bank_transfer";
            /** @description onsite: paid on the day; awaiting: 入金待ち; paid: 入金済み */
            status: "onsite" | "awaiting" | "paid";
            deadline: string | null;
            paidAt: string | null;
        };
        CouponOffer: {
            couponCode: string;
            couponName: string;
            remarks: string;
            isUserCoupon: boolean;
            userCouponKey: string | null;
            /** @description combines with other combinable coupons (conbineFlag 1) */
            combinable: boolean;
            /** @description its discount alone */
            discount: number;
            /** @description the total after it alone */
            paidTotal: number;
        };
        AppliedCoupon: {
            couponCode: string;
            couponName: string;
            isUserCoupon: boolean;
            userCouponKey: string | null;
            /** @description what it takes off after the coupons before it */
            discount: number;
        };
        CouponSelection: {
            /** @description in the order they apply */
            coupons: components["schemas"]["AppliedCoupon"][];
            discount: number;
            paidTotal: number;
        };
        BookingCoupon: {
            couponCode: string;
            discount: number;
        };
        BookedCoupon: {
            couponCode: string;
            /** @description the coupon’s name; en falls back to ja, a coupon no longer stored to its code */
            couponName: {
                ja: string;
                en: string;
            };
            discount: number;
        };
        BookedStay: {
            roomId: string;
            roomName: {
                ja: string;
                en: string;
            };
            placement: number[];
            /** @description adults, children and infants per room */
            rooms: {
                adults: number;
                /** @description children at elementary school (6–12), priced as children */
                children: number;
                /** @description children not yet at school (0–6), priced as infants */
                infants: number;
            }[];
            /** @description HHmm, null: not said */
            checkinTime: string | null;
            requests: string | null;
        };
        QuoteStay: {
            roomId: string;
            roomName: {
                ja: string;
                en: string;
            };
            placement: number[];
            /** @description adults, children and infants per room */
            rooms: {
                adults: number;
                /** @description children at elementary school (6–12), priced as children */
                children: number;
                /** @description children not yet at school (0–6), priced as infants */
                infants: number;
            }[];
            /** @description HHmm, null: not said */
            checkinTime: string | null;
            requests: string | null;
            roomTypes: {
                roomId: string;
                name: {
                    ja: string;
                    en: string;
                };
                capacityMin: number;
                capacityMax: number;
                /** @description rooms left on every night of the stay */
                stock: number;
                /** @description every room of the party fits its capacity */
                fits: boolean;
            }[];
            /** @description HHmm, every half hour of the hotel’s check-in */
            checkinTimes: string[];
        };
        Child: {
            age: number;
            useBed: boolean;
            useSeat?: boolean;
            isSchoolChild: boolean;
        };
        /** @description spec §3 ten counts: male, female, childA–childF, otherA, otherB */
        RoomCounts: {
            male: number;
            female: number;
            childA: number;
            childB: number;
            childC: number;
            childD: number;
            childE: number;
            childF: number;
            otherA: number;
            otherB: number;
        };
        PricedGuest: {
            /** @description spec §3 room category (male, female, childA–F, otherA/B) */
            category: "male" | "female" | "childA" | "childB" | "childC" | "childD" | "childE" | "childF" | "otherA" | "otherB";
            paxCategory: "adult" | "child" | "infant";
            useBed: boolean;
            /** @description yen (0 for a rental car’s passengers) */
            price: number;
        };
        PartySnapshot: {
            adultPax: number;
            children: components["schemas"]["Child"][];
            roomCount: number;
            /** @description everyone travelling, adults and children */
            travellers: number;
            /** @description guests using a bed */
            bedCount: number;
            occupancy: number[] | null;
            roomAssignments: components["schemas"]["RoomCounts"][] | null;
            guests: components["schemas"]["PricedGuest"][];
        };
        Transport: {
            /** @enum {string} */
            mode: "jr";
            seatClass: "reserved" | "green";
            departure: {
                ja: string;
                en: string;
            };
            /** @description the departure as asked (absent in bookings stored before changes were possible) */
            codes?: {
                depAreaCode?: string;
                depStation?: string;
                depGenericStation?: string;
            };
            /** @description the round trips of the whole party, yen */
            roundTripTotal: number;
        };
        StoredRental: {
            pickupOffice?: {
                officeCode: string;
                name: {
                    ja: string;
                    en: string;
                };
            } | null;
            returnOffice?: {
                officeCode: string;
                name: {
                    ja: string;
                    en: string;
                };
            } | null;
            /** @description the car for the rental (the price row) */
            carPrice?: number;
            oneWayFee?: number;
            options?: {
                code: string;
                name: {
                    ja: string;
                    en: string;
                };
                unit: "rental" | "day";
                quantity: number;
                unitPrice: number;
                chargedDays: number;
                amount: number;
                limited: boolean;
            }[];
            /** @description Σ options, yen (inside total) */
            optionTotal?: number;
            pickupTime: string;
            returnDate: string;
            returnTime: string;
            days: number;
        };
        StoredParty: {
            adultPax: number;
            children: components["schemas"]["Child"][];
            roomCount: number;
            /** @description everyone travelling, adults and children */
            travellers: number;
            /** @description guests using a bed */
            bedCount: number;
            occupancy: number[] | null;
            roomAssignments: components["schemas"]["RoomCounts"][] | null;
            guests: components["schemas"]["PricedGuest"][];
            rental?: components["schemas"]["StoredRental"];
            transport?: components["schemas"]["Transport"];
            stay?: components["schemas"]["BookedStay"];
        };
        PriceRow: {
            label: string;
            paxType: string;
            category: string;
            unitPrice: number;
            count: number;
            amount: number;
        };
        TourChoices: {
            stays: {
                relativeDate: number;
                checkinDate: string;
                nights: number;
                hotelId: string;
                hotelName: {
                    ja: string;
                    en: string;
                };
                planId: string;
                planName: {
                    ja: string;
                    en: string;
                };
                /** @description the room type taken ("" when the plan names none) */
                roomId: string;
                roomName: {
                    ja: string;
                    en: string;
                };
                /** @description the plan’s room types, to choose from */
                roomTypes: {
                    roomId: string;
                    name: {
                        ja: string;
                        en: string;
                    };
                    capacityMin: number;
                    capacityMax: number;
                    /** @description every room of the party fits its capacity */
                    fits: boolean;
                }[];
                isDefault: boolean;
                /** @description yen per adult against the tour’s lowest plan */
                perAdultDifference: number;
            }[];
            transports: {
                leg: string;
                type: string;
                date: string;
                service: number;
                number: {
                    ja: string;
                    en: string;
                };
                depName: {
                    ja: string;
                    en: string;
                };
                arrName: {
                    ja: string;
                    en: string;
                };
                depTime: string;
                arrTime: string;
                /** @description yen per adult for this service */
                surcharge: number;
            }[];
            /** @description the traveller’s own room assignment (null: spread evenly) */
            roomAssigns: components["schemas"]["RoomCounts"][] | null;
            optionals: {
                optionalId: string;
                optionalGroupId: string;
                name: {
                    ja: string;
                    en: string;
                };
                date: string;
                amount: components["schemas"]["RoomCounts"];
                rows: components["schemas"]["PriceRow"][];
                total: number;
            }[];
            /** @description Σ optionals, yen (inside total) */
            optionalTotal: number;
        };
        Travellers: {
            lead: {
                familyName: string;
                givenName: string;
                /** @description the reading: full-width katakana in a Japanese booking (else 400 BKE810); in an English one the name in Latin letters as in the passport, or the katakana reading of a name in Japanese (else 400 BKE811) */
                familyNameKana: string;
                /** @description the reading: full-width katakana in a Japanese booking (else 400 BKE810); in an English one the name in Latin letters as in the passport, or the katakana reading of a name in Japanese (else 400 BKE811) */
                givenNameKana: string;
                email: string;
                phone: string;
            };
            guests?: {
                familyName?: string;
                givenName?: string;
                /** @description the reading: full-width katakana in a Japanese booking (else 400 BKE810); in an English one the name in Latin letters as in the passport, or the katakana reading of a name in Japanese (else 400 BKE811) */
                familyNameKana?: string;
                /** @description the reading: full-width katakana in a Japanese booking (else 400 BKE810); in an English one the name in Latin letters as in the passport, or the katakana reading of a name in Japanese (else 400 BKE811) */
                givenNameKana?: string;
                gender?: "male" | "female";
                age?: number;
            }[];
        };
        BookingIds: {
            tourId?: string;
            hotelId?: string;
            planId?: string;
            roomId?: string;
            optionalId?: string;
            carId?: string;
        };
        CancellationPolicy: {
            kind: "tour" | "yado" | "dp" | "optional" | "rentacar";
            /** @description YYYYMMDD */
            departureDate: string;
            /** @description from the earliest (cheapest) to the departure day */
            tiers: {
                /** @description fewest days before departure the tier covers (0 = 当日) */
                fromDaysBefore: number;
                toDaysBefore: number | null;
                /** @description the charge, % of the paid total */
                percent: number;
                firstDay: string | null;
                /** @description YYYYMMDD */
                lastDay: string;
                label: {
                    ja: string;
                    en: string;
                };
            }[];
            /** @description after the start or for a no-show */
            noShowPercent: number;
            noShowLabel: {
                ja: string;
                en: string;
            };
            /** @description YYYYMMDDHHmm JST: the last minute of online cancellation */
            onlineCancelUntil: string;
        };
        ChangeSummary: {
            productName: string;
            /** @description YYYYMMDD */
            startDate: string;
            /** @description YYYYMMDD */
            endDate: string;
            nights: number;
            adultPax: number;
            children: components["schemas"]["Child"][];
            roomCount: number;
            roomId: string | null;
            /** @description yado, dp: the room type’s name (absent in changes recorded before it was kept) */
            roomName?: {
                ja: string;
                en: string;
            } | null;
            rental: {
                pickupTime: string;
                returnDate: string;
                returnTime: string;
            } | null;
            /** @description before coupons, yen */
            total: number;
            couponDiscount: number;
            paidTotal: number;
            coupons: components["schemas"]["BookingCoupon"][];
        };
        RemovedCoupon: {
            couponCode: string;
            couponName: string;
        };
        ChangeRecord: {
            changeId: number;
            createdAt: string;
            before: components["schemas"]["ChangeSummary"];
            after: components["schemas"]["ChangeSummary"];
            difference: number;
            removedCoupons: components["schemas"]["RemovedCoupon"][];
            refund: number;
        };
        Booking: {
            bookingNumber: string;
            /** @description confirmed | cancelled */
            status: string;
            kind: string;
            productName: string;
            ids: components["schemas"]["BookingIds"];
            /** @description YYYYMMDD */
            startDate: string;
            /** @description YYYYMMDD */
            endDate: string;
            nights: number;
            /** @description rentacar: the rental chosen, else null */
            rental: components["schemas"]["RentalView"] | null;
            priceRows: components["schemas"]["PriceRow"][];
            /** @description tour: what was chosen and got */
            choices: components["schemas"]["TourChoices"] | null;
            /** @description before coupons, yen */
            total: number;
            couponDiscount: number;
            paidTotal: number;
            cancellationPolicy: components["schemas"]["CancellationPolicy"];
            party: components["schemas"]["StoredParty"];
            travellers: components["schemas"]["Travellers"];
            /** @description yado, dp: room type, rooms, check-in time and requests */
            stay: components["schemas"]["BookedStay"] | null;
            couponCode: string | null;
            /** @description each coupon used, in order, with its name and discount */
            coupons: components["schemas"]["BookedCoupon"][];
            cancellable: boolean;
            cancellationChargeNow: number | null;
            cancellationCharge: number | null;
            createdAt: string;
            cancelledAt: string | null;
            payment: components["schemas"]["Payment"];
            cancelReason: "traveller" | "payment_deadline" | null;
            /** @description whether the traveller may change it online now (issue 18.5) */
            changeable: boolean;
            /** @description the last day of online changes (null: the kind is never changed online) */
            changeDeadline: string | null;
            /** @description the traveller’s changes, oldest first */
            changes: components["schemas"]["ChangeRecord"][];
        };
        OperatorBookingRow: {
            bookingNumber: string;
            status: "confirmed" | "cancelled";
            kind: "tour" | "yado" | "dp" | "optional" | "rentacar";
            productName: string;
            /** @description YYYYMMDD, Japan time */
            startDate: string;
            /** @description YYYYMMDD, Japan time */
            endDate: string;
            nights: number;
            userId: string;
            /** @description family and given name of the lead traveller */
            leadName: string;
            leadNameKana: string;
            leadEmail: string;
            /** @description yen */
            paidTotal: number;
            /** @description ISO 8601 */
            createdAt: string;
            cancelledAt: string | null;
        };
        Customer: {
            userId: string;
            email: string;
            familyName: string | null;
            givenName: string | null;
            familyNameKana: string | null;
            givenNameKana: string | null;
            phone: string | null;
            /** @description traveller or operator */
            role: string;
            /** @description ISO 8601 */
            createdAt: string;
        };
        OperatorBooking: components["schemas"]["OperatorBookingRow"] & {
            ids: components["schemas"]["BookingIds"];
            party: components["schemas"]["StoredParty"];
            /** @description rentacar: the rental chosen */
            rental: components["schemas"]["RentalView"] | null;
            travellers: components["schemas"]["Travellers"];
            priceRows: components["schemas"]["PriceRow"][];
            /** @description tour: the room type and optionals chosen, with their prices */
            choices: components["schemas"]["TourChoices"] | null;
            total: number;
            couponCode: string | null;
            couponDiscount: number;
            /** @description each coupon the booking used, in the order it applied, with its name and own discount */
            coupons: components["schemas"]["BookedCoupon"][];
            /** @description yado, dp: room type, rooms and who sleeps where, check-in time and requests */
            stay: components["schemas"]["BookedStay"] | null;
            /** @description the traveller’s changes of the booking (issue 18 item 5), oldest first */
            changes: components["schemas"]["ChangeRecord"][];
            /** @description before the cancellation deadline (前日 23:59 JST) and not cancelled */
            cancellable: boolean;
            cancellationChargeNow: number | null;
            cancellationCharge: number | null;
            payment: components["schemas"]["Payment"];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
