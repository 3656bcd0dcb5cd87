// Real keys made with ssh-keygen, with the fingerprints `ssh-keygen -lf` printed for them.
export const ED25519 = {
  line: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIEL35lVAKkavIvyBVu5kSConzFDLVPqdVVX2ltp5ZCJA alice@laptop',
  fingerprint: 'SHA256:Z5d9Ln/HgpBF0vjrHAS9DnAVyB0GncPApuLkMKXdofI',
};

export const RSA_2048 = {
  line: 'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQC2h0TlQ75VPO3HwpAqnJzSGZXSKBJLDKrGcZSxCvmGihh+T4zgvDDPvXO+ZUUzXIoYeuH7JedfEiVlf0x6uEWSCwgvIhrf+OuBGLg0CRsvGGVeGYtB1ybZq80C8P+9br9vP4tgTapDCk86DbO6CVXbxvzNFc7GjbhqPUvc/hCn1zC1qTHh1yY5XGL6gAJd6rq5JxVjts0fuEK86k+ZiafXcwwxbrr5vvZBGdQjjzqbTxlJlIQ7jBEDQuWAtli05kHAgf6IyQbssX2QxvWzNV4CsbAoSC2cEHYEUJiQGtXbmFXOLd7tIf/PWNBereZ/sIKwujfjvh+0cZdy71EYfNYF ci@build',
  fingerprint: 'SHA256:6CurgzgqyYSHMOPZrkWZX7TvZ/sowgpYEpOcI2zG2Gc',
};

export const ECDSA_384 = {
  line: 'ecdsa-sha2-nistp384 AAAAE2VjZHNhLXNoYTItbmlzdHAzODQAAAAIbmlzdHAzODQAAABhBEpVKek2rA4F5BOzfwv+edCKMCuw+GJK8uQSGYNrrkUuvQiebZ5Sr8+bMRQ28XwK8uIyRB3/1JRh/dyCC7vNQ0RUU+DgbQDN52vrX/scbth0SbcIF20qHv1mBlitV65BGg==',
  fingerprint: 'SHA256:uQUjujW1aWWcK2WuOROlblx2kuZVWC1ttpj58D3JcHY',
};
