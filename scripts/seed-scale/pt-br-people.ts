// Names and places of the scale seed: common in Brazil, so screens and searches look like a real shop's.

export const FIRST_NAMES = [
  "Maria", "Ana", "Francisca", "Antônia", "Adriana", "Juliana", "Márcia", "Fernanda", "Patrícia", "Aline",
  "Sandra", "Camila", "Amanda", "Bruna", "Jéssica", "Letícia", "Luciana", "Vanessa", "Mariana", "Gabriela",
  "Beatriz", "Larissa", "Raquel", "Tatiane", "Cláudia", "Débora", "Simone", "Renata", "Carolina", "Isabela",
  "José", "João", "Antônio", "Francisco", "Carlos", "Paulo", "Pedro", "Lucas", "Luiz", "Marcos",
  "Luís", "Gabriel", "Rafael", "Daniel", "Marcelo", "Bruno", "Eduardo", "Felipe", "Raimundo", "Rodrigo",
  "Manoel", "Mateus", "André", "Fernando", "Fábio", "Leonardo", "Gustavo", "Guilherme", "Thiago", "Vinícius",
] as const;

export const SURNAMES = [
  "Silva", "Santos", "Oliveira", "Souza", "Rodrigues", "Ferreira", "Alves", "Pereira", "Lima", "Gomes",
  "Costa", "Ribeiro", "Martins", "Carvalho", "Almeida", "Lopes", "Soares", "Fernandes", "Vieira", "Barbosa",
  "Rocha", "Dias", "Nascimento", "Andrade", "Moreira", "Nunes", "Marques", "Machado", "Mendes", "Freitas",
  "Cardoso", "Ramos", "Gonçalves", "Santana", "Teixeira", "Araújo", "Melo", "Correia", "Cavalcanti", "Monteiro",
  "Moura", "Castro", "Campos", "Batista", "Farias", "Pinto", "Azevedo", "Barros", "Freire", "Sant'Anna",
  "D'Ávila", "Figueiredo", "Brandão", "Medeiros", "Queiroz", "Vasconcelos", "Siqueira", "Bezerra", "Aguiar", "Pacheco",
] as const;

/** Cities with their state and telephone area code (DDD). */
export const CITIES = [
  { name: "São Paulo", uf: "SP", ddd: 11 },
  { name: "Rio de Janeiro", uf: "RJ", ddd: 21 },
  { name: "Belo Horizonte", uf: "MG", ddd: 31 },
  { name: "Salvador", uf: "BA", ddd: 71 },
  { name: "Fortaleza", uf: "CE", ddd: 85 },
  { name: "Curitiba", uf: "PR", ddd: 41 },
  { name: "Recife", uf: "PE", ddd: 81 },
  { name: "Porto Alegre", uf: "RS", ddd: 51 },
  { name: "Goiânia", uf: "GO", ddd: 62 },
  { name: "Belém", uf: "PA", ddd: 91 },
  { name: "Manaus", uf: "AM", ddd: 92 },
  { name: "Campinas", uf: "SP", ddd: 19 },
  { name: "Florianópolis", uf: "SC", ddd: 48 },
  { name: "Vitória", uf: "ES", ddd: 27 },
  { name: "Natal", uf: "RN", ddd: 84 },
  { name: "São Luís", uf: "MA", ddd: 98 },
  { name: "Maceió", uf: "AL", ddd: 82 },
  { name: "João Pessoa", uf: "PB", ddd: 83 },
  { name: "Teresina", uf: "PI", ddd: 86 },
  { name: "Campo Grande", uf: "MS", ddd: 67 },
  { name: "Cuiabá", uf: "MT", ddd: 65 },
  { name: "Brasília", uf: "DF", ddd: 61 },
  { name: "Santos", uf: "SP", ddd: 13 },
  { name: "Ribeirão Preto", uf: "SP", ddd: 16 },
  { name: "Londrina", uf: "PR", ddd: 43 },
  { name: "Juiz de Fora", uf: "MG", ddd: 32 },
  { name: "Joinville", uf: "SC", ddd: 47 },
  { name: "Uberlândia", uf: "MG", ddd: 34 },
  { name: "Sorocaba", uf: "SP", ddd: 15 },
  { name: "Aracaju", uf: "SE", ddd: 79 },
] as const;

export const STREETS = [
  "Rua das Flores", "Avenida Brasil", "Rua XV de Novembro", "Rua Sete de Setembro", "Avenida Getúlio Vargas",
  "Rua Tiradentes", "Rua Dom Pedro II", "Avenida Santos Dumont", "Rua São José", "Rua Barão do Rio Branco",
  "Rua da Bahia", "Avenida Paulista", "Rua Voluntários da Pátria", "Rua das Palmeiras", "Rua Marechal Deodoro",
  "Avenida Independência", "Rua Santa Catarina", "Rua Rui Barbosa", "Rua Duque de Caxias", "Travessa do Comércio",
] as const;

export const NEIGHBOURHOODS = [
  "Centro", "Jardim América", "Vila Nova", "Boa Vista", "Santa Cruz", "São Cristóvão", "Bela Vista",
  "Jardim Paulista", "Cidade Nova", "Parque das Árvores", "Vila Maria", "Alto da Glória", "Liberdade", "Botafogo",
] as const;

export const EMAIL_DOMAINS = ["gmail.com", "hotmail.com", "outlook.com", "yahoo.com.br", "uol.com.br", "bol.com.br"] as const;
