import { useMemo, useState } from 'react';
import { PageShell } from '../../../components/ui/PageShell';
import { BLOG_POSTS, type BlogPost } from '../data/blog-posts';
import { sanitizeHtml } from '../lib/sanitize-html';
import '../components/blog.css';

/** List on the left, reader on the right; under 768 px the list slides in behind a menu button and overlay. */
export default function BlogPage() {
  const [selectedId, setSelectedId] = useState<number | null>(BLOG_POSTS[0]?.id ?? null);
  const [menuOpen, setMenuOpen] = useState(false);
  const selected = BLOG_POSTS.find((post) => post.id === selectedId) ?? null;

  const select = (id: number) => {
    setSelectedId(id);
    setMenuOpen(false);
  };

  return (
    <PageShell title="Blog" lead="Guides and interview advice from the VisaReady team.">
      <button
        type="button"
        className="btn btn-ghost blog__menu-button"
        aria-expanded={menuOpen}
        aria-controls="blog-posts"
        onClick={() => setMenuOpen(true)}
      >
        ☰ All posts
      </button>
      <div className="blog">
        <button
          type="button"
          className={`blog__overlay ${menuOpen ? 'blog__overlay--open' : ''}`}
          aria-label="Close the post list"
          tabIndex={menuOpen ? 0 : -1}
          onClick={() => setMenuOpen(false)}
        />
        <nav id="blog-posts" className={`blog__sidebar ${menuOpen ? 'blog__sidebar--open' : ''}`} aria-label="Blog posts">
          <ul className="blog__list">
            {BLOG_POSTS.map((post) => (
              <li key={post.id}>
                <button type="button" className="blog__item" aria-current={post.id === selectedId} onClick={() => select(post.id)}>
                  <img src={post.coverImage} alt="" width="96" height="54" loading="lazy" />
                  <span>
                    <span className="blog__item-title">{post.title}</span>
                    <span className="blog__meta">
                      {post.date} · {post.author}
                    </span>
                  </span>
                  <span className="blog__excerpt">{post.excerpt}</span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div className="blog__reader">{selected ? <PostReader post={selected} /> : <EmptyPane />}</div>
      </div>
    </PageShell>
  );
}

function EmptyPane() {
  return (
    <div>
      <h2>Select a blog post</h2>
      <p>Choose a post from the list to view its content.</p>
    </div>
  );
}

function PostReader({ post }: { post: BlogPost }) {
  const html = useMemo(() => sanitizeHtml(post.content), [post.content]);
  return (
    <article aria-labelledby="post-title">
      <img src={post.coverImage} alt="" width="320" height="180" />
      <h2 id="post-title">{post.title}</h2>
      <p className="blog__meta">
        By {post.author} · {post.date}
      </p>
      <ul className="blog__tags" aria-label="Tags">
        {post.tags.map((tag) => (
          <li key={tag}>{tag}</li>
        ))}
      </ul>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML has passed sanitizeHtml's allow-list. */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
      <footer className="blog__author">
        <strong>About {post.author}</strong>
        <p>Writes about US visa interviews and helps applicants prepare with practical, honest advice.</p>
      </footer>
    </article>
  );
}
