// Gallery cards and the DC state card: play on pointer enter, pause and rewind on leave.
for (const video of document.querySelectorAll<HTMLVideoElement>('video[data-hover-video]')) {
  const target = video.closest<HTMLElement>('.card') ?? video;
  target.addEventListener('pointerenter', () => {
    video.play().catch(() => undefined);
  });
  target.addEventListener('pointerleave', () => {
    video.pause();
    video.currentTime = 0;
  });
}
