// An equivalent product-grid page for four engines: the same data and the same HTML
// out of each template (escaped names, optional sale class, optional tag list).

export interface GridProduct {
  name: string;
  url: string;
  price: string;
  onSale: boolean;
  image: { url: string };
  tags: string[];
}

export function gridData(count = 48): { products: GridProduct[] } {
  const products: GridProduct[] = [];
  for (let i = 0; i < count; i++) {
    products.push({
      name: `Linen shirt <${i}> & "friends"`,
      url: `/shop/p/linen-shirt-${i}`,
      price: `$${(19 + i).toFixed(2)}`,
      onSale: i % 3 === 0,
      image: { url: `https://images.example.com/${i}.jpg?format=500w` },
      tags: i % 2 === 0 ? ["linen", "summer", `size-${i % 5}`] : [],
    });
  }
  return { products };
}

export const GRID_TEMPLATES = {
  atelier:
    '<ul class="grid">{.repeated section products}<li class="product{.if onSale} on-sale{.end}">' +
    '<a href="{url}"><img src="{image.url}" alt="{name|htmlattr}"><h3>{name|htmlattr}</h3>' +
    '<span class="price">{price}</span>{.section tags}<ul class="tags">{.repeated section @}' +
    "<li>{@|htmlattr}</li>{.end}</ul>{.end}</a></li>{.end}</ul>",
  handlebars:
    '<ul class="grid">{{#each products}}<li class="product{{#if onSale}} on-sale{{/if}}">' +
    '<a href="{{{url}}}"><img src="{{{image.url}}}" alt="{{name}}"><h3>{{name}}</h3>' +
    '<span class="price">{{price}}</span>{{#if tags.length}}<ul class="tags">{{#each tags}}' +
    "<li>{{this}}</li>{{/each}}</ul>{{/if}}</a></li>{{/each}}</ul>",
  liquid:
    '<ul class="grid">{% for p in products %}<li class="product{% if p.onSale %} on-sale{% endif %}">' +
    '<a href="{{ p.url }}"><img src="{{ p.image.url }}" alt="{{ p.name | escape }}"><h3>{{ p.name | escape }}</h3>' +
    '<span class="price">{{ p.price }}</span>{% if p.tags.size > 0 %}<ul class="tags">{% for t in p.tags %}' +
    "<li>{{ t | escape }}</li>{% endfor %}</ul>{% endif %}</a></li>{% endfor %}</ul>",
};
