// Region lists per country for address forms and tax rules (spec section 3, "Address
// configuration": 50 US states plus DC and AA/AE/AP, 13 Canadian provinces and territories, 8
// Australian states and territories, 4 UK nations; section 9: lists exist for US, CA, AU, NZ, IE,
// ES, SE, NO, FR, GB). Codes are ISO 3166-2 subdivision codes without the country prefix (the
// US armed-forces codes AA/AE/AP are USPS codes). Browser-safe: no worker-only imports.

export interface Region {
  code: string;
  name: string;
}

const list = (pairs: string): Region[] =>
  pairs
    .trim()
    .split("\n")
    .map((line) => {
      const [code, name] = line.trim().split("|") as [string, string];
      return { code, name };
    });

export const US_REGIONS = list(`
AL|Alabama
AK|Alaska
AZ|Arizona
AR|Arkansas
CA|California
CO|Colorado
CT|Connecticut
DE|Delaware
DC|District of Columbia
FL|Florida
GA|Georgia
HI|Hawaii
ID|Idaho
IL|Illinois
IN|Indiana
IA|Iowa
KS|Kansas
KY|Kentucky
LA|Louisiana
ME|Maine
MD|Maryland
MA|Massachusetts
MI|Michigan
MN|Minnesota
MS|Mississippi
MO|Missouri
MT|Montana
NE|Nebraska
NV|Nevada
NH|New Hampshire
NJ|New Jersey
NM|New Mexico
NY|New York
NC|North Carolina
ND|North Dakota
OH|Ohio
OK|Oklahoma
OR|Oregon
PA|Pennsylvania
RI|Rhode Island
SC|South Carolina
SD|South Dakota
TN|Tennessee
TX|Texas
UT|Utah
VT|Vermont
VA|Virginia
WA|Washington
WV|West Virginia
WI|Wisconsin
WY|Wyoming
AA|Armed Forces Americas
AE|Armed Forces Europe
AP|Armed Forces Pacific
`);

export const CA_REGIONS = list(`
AB|Alberta
BC|British Columbia
MB|Manitoba
NB|New Brunswick
NL|Newfoundland and Labrador
NS|Nova Scotia
NT|Northwest Territories
NU|Nunavut
ON|Ontario
PE|Prince Edward Island
QC|Quebec
SK|Saskatchewan
YT|Yukon
`);

export const AU_REGIONS = list(`
ACT|Australian Capital Territory
NSW|New South Wales
NT|Northern Territory
QLD|Queensland
SA|South Australia
TAS|Tasmania
VIC|Victoria
WA|Western Australia
`);

export const GB_REGIONS = list(`
ENG|England
NIR|Northern Ireland
SCT|Scotland
WLS|Wales
`);

/** The 13 metropolitan regions and the 5 overseas regions. */
export const FR_REGIONS = list(`
ARA|Auvergne-Rhône-Alpes
BFC|Bourgogne-Franche-Comté
BRE|Bretagne
CVL|Centre-Val de Loire
20R|Corse
GES|Grand Est
HDF|Hauts-de-France
IDF|Île-de-France
NOR|Normandie
NAQ|Nouvelle-Aquitaine
OCC|Occitanie
PDL|Pays de la Loire
PAC|Provence-Alpes-Côte d’Azur
971|Guadeloupe
972|Martinique
973|Guyane
974|La Réunion
976|Mayotte
`);

export const NZ_REGIONS = list(`
AUK|Auckland
BOP|Bay of Plenty
CAN|Canterbury
GIS|Gisborne
HKB|Hawke’s Bay
MWT|Manawatū-Whanganui
MBH|Marlborough
NSN|Nelson
NTL|Northland
OTA|Otago
STL|Southland
TKI|Taranaki
TAS|Tasman
WKO|Waikato
WGN|Wellington
WTC|West Coast
`);

/** The counties (fylker) as of 2024. */
export const NO_REGIONS = list(`
03|Oslo
11|Rogaland
15|Møre og Romsdal
18|Nordland
31|Østfold
32|Akershus
33|Buskerud
34|Innlandet
39|Vestfold
40|Telemark
42|Agder
46|Vestland
50|Trøndelag
55|Troms
56|Finnmark
`);

/** The 21 counties (län). */
export const SE_REGIONS = list(`
AB|Stockholm
AC|Västerbotten
BD|Norrbotten
C|Uppsala
D|Södermanland
E|Östergötland
F|Jönköping
G|Kronoberg
H|Kalmar
I|Gotland
K|Blekinge
M|Skåne
N|Halland
O|Västra Götaland
S|Värmland
T|Örebro
U|Västmanland
W|Dalarna
X|Gävleborg
Y|Västernorrland
Z|Jämtland
`);

/** The 50 provinces and the autonomous cities of Ceuta and Melilla. */
export const ES_REGIONS = list(`
C|A Coruña
VI|Álava
AB|Albacete
A|Alicante
AL|Almería
O|Asturias
AV|Ávila
BA|Badajoz
PM|Balears
B|Barcelona
BI|Bizkaia
BU|Burgos
CC|Cáceres
CA|Cádiz
S|Cantabria
CS|Castellón
CE|Ceuta
CR|Ciudad Real
CO|Córdoba
CU|Cuenca
SS|Gipuzkoa
GI|Girona
GR|Granada
GU|Guadalajara
H|Huelva
HU|Huesca
J|Jaén
LO|La Rioja
GC|Las Palmas
LE|León
L|Lleida
LU|Lugo
M|Madrid
MA|Málaga
ML|Melilla
MU|Murcia
NA|Navarra
OR|Ourense
P|Palencia
PO|Pontevedra
SA|Salamanca
TF|Santa Cruz de Tenerife
SG|Segovia
SE|Sevilla
SO|Soria
T|Tarragona
TE|Teruel
TO|Toledo
V|Valencia
VA|Valladolid
ZA|Zamora
Z|Zaragoza
`);

/** The 26 counties of the Republic of Ireland. */
export const IE_REGIONS = list(`
CW|Carlow
CN|Cavan
CE|Clare
CO|Cork
DL|Donegal
D|Dublin
G|Galway
KY|Kerry
KE|Kildare
KK|Kilkenny
LS|Laois
LM|Leitrim
LK|Limerick
LD|Longford
LH|Louth
MO|Mayo
MH|Meath
MN|Monaghan
OY|Offaly
RN|Roscommon
SO|Sligo
TA|Tipperary
WD|Waterford
WH|Westmeath
WX|Wexford
WW|Wicklow
`);
