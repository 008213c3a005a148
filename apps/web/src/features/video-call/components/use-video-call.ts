/**
 * A 1:1 video call (spec part 1 §2 Video call; integrations.md "Video calls"): WebRTC between the
 * two browsers, signalled over the tab's socket. Microphone and camera start off. Either side may
 * arrive first: each one builds a peer connection when it learns of the other. The side that was
 * there first offers; the newcomer (the polite side) adds its tracks to that offer's answer rather
 * than offering too, because Chromium does not gather ICE candidates again after rolling back a
 * crossed offer, and such a call never connects. Any later renegotiation follows the "perfect
 * negotiation" pattern, where the polite side yields when offers cross. Lines of the call's chat
 * written while alone wait and go out when the other side arrives.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { VideoRoom } from '@hogarte/shared/contracts/video-calls';
import type { VideoChatLine, VideoPeer } from '@hogarte/shared/events';
import { videoCallMediaDenied } from '@hogarte/shared/message-texts/conversations';
import { unexpected } from '@hogarte/shared/message-texts/general';
import type { VideoSignal } from '@hogarte/shared/schemas/video-calls';
import { appSocket, type AppSocket } from '../../../lib/socket';

export type CallPhase = 'ready' | 'starting' | 'in-call';

export interface CallChatLine {
  id: number;
  own: boolean;
  text: string;
  /** Written while alone: sent when the other side arrives. */
  pending: boolean;
}

/** Everything of a call that outlives a render: the connection, the tracks, the negotiation. */
interface CallParts {
  socket: AppSocket;
  iceServers: RTCIceServer[];
  camera: MediaStream;
  screen: MediaStreamTrack | null;
  peer: RTCPeerConnection | null;
  /** The other side's socket: signals from any earlier one are stale. */
  peerId: string | null;
  videoSender: RTCRtpSender | null;
  polite: boolean;
  makingOffer: boolean;
  ignoreOffer: boolean;
  /** An answer is being applied: the connection is as good as stable for an offer. */
  applyingAnswer: boolean;
  /** Chat lines written while alone, oldest first. */
  pending: string[];
  detach: () => void;
}

let lineIds = 0;

/** Sends the microphone and the camera (or the shared screen) to the other side. */
function addLocalTracks(call: CallParts, peer: RTCPeerConnection) {
  const [audio] = call.camera.getAudioTracks();
  const video = call.screen ?? call.camera.getVideoTracks()[0];
  if (audio) peer.addTrack(audio, call.camera);
  if (video) call.videoSender = peer.addTrack(video, call.camera);
}

function descriptionOf(description: RTCSessionDescription | null): VideoSignal | null {
  return description ? { description: { type: description.type, sdp: description.sdp } } : null;
}

export function useVideoCall(freshRoom: () => Promise<VideoRoom>) {
  const parts = useRef<CallParts | null>(null);
  /** The page is gone: a start still waiting for the camera or the server must not go on. */
  const left = useRef(false);
  const [phase, setPhase] = useState<CallPhase>('ready');
  const [closed, setClosed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [micOn, setMicOn] = useState(false);
  const [cameraOn, setCameraOn] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [peerPresent, setPeerPresent] = useState(false);
  const [localStream, setLocalStream] = useState<MediaStream | null>(null);
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const [lines, setLines] = useState<CallChatLine[]>([]);

  const closePeer = useCallback(() => {
    const call = parts.current;
    if (!call?.peer) return;
    call.peer.close();
    call.peer = null;
    call.peerId = null;
    call.videoSender = null;
    setRemoteStream(null);
    setPeerPresent(false);
  }, []);

  const openPeer = useCallback(
    (peerId: string, polite: boolean) => {
      const call = parts.current;
      if (!call) return;
      closePeer();
      const peer = new RTCPeerConnection({ iceServers: call.iceServers });
      call.peer = peer;
      call.peerId = peerId;
      call.polite = polite;
      call.makingOffer = false;
      call.ignoreOffer = false;
      call.applyingAnswer = false;
      peer.onnegotiationneeded = async () => {
        try {
          call.makingOffer = true;
          await peer.setLocalDescription();
          const signal = descriptionOf(peer.localDescription);
          if (signal) call.socket.emit('video_signal', signal);
        } catch (failure) {
          console.error('video call: offer failed', failure);
        } finally {
          call.makingOffer = false;
        }
      };
      peer.onicecandidate = ({ candidate }) => {
        if (candidate) call.socket.emit('video_signal', { candidate: candidate.toJSON() });
      };
      peer.ontrack = ({ track, streams }) => {
        setRemoteStream(streams[0] ?? new MediaStream([track]));
      };
      // The side already in the call offers first; the newcomer sends its tracks in its answer.
      if (!polite) addLocalTracks(call, peer);
      setPeerPresent(true);
    },
    [closePeer],
  );

  /** Sends the lines written while alone, now that someone is there to read them. */
  const flushPending = useCallback(() => {
    const call = parts.current;
    if (!call || call.pending.length === 0) return;
    for (const text of call.pending) call.socket.emit('video_chat', text, () => undefined);
    call.pending = [];
    setLines((current) =>
      current.map((line) => (line.pending ? { ...line, pending: false } : line)),
    );
  }, []);

  const onSignal = useCallback(async (signal: VideoSignal & { from: string }) => {
    const call = parts.current;
    const peer = call?.peer;
    if (!call || !peer || signal.from !== call.peerId) return;
    try {
      if ('description' in signal) {
        const { description } = signal;
        const readyForOffer =
          !call.makingOffer && (peer.signalingState === 'stable' || call.applyingAnswer);
        const collision = description.type === 'offer' && !readyForOffer;
        call.ignoreOffer = !call.polite && collision;
        if (call.ignoreOffer) return;
        call.applyingAnswer = description.type === 'answer';
        await peer.setRemoteDescription(description);
        call.applyingAnswer = false;
        if (description.type === 'offer') {
          // Added now, the tracks take the offer's own transceivers: the answer carries them and
          // nothing is left to negotiate.
          if (!peer.getSenders().some((sender) => sender.track)) addLocalTracks(call, peer);
          await peer.setLocalDescription();
          const answer = descriptionOf(peer.localDescription);
          if (answer) call.socket.emit('video_signal', answer);
        }
      } else {
        try {
          await peer.addIceCandidate(signal.candidate);
        } catch (failure) {
          // A candidate of an offer this side ignored has no description to belong to.
          if (!call.ignoreOffer) throw failure;
        }
      }
    } catch (failure) {
      console.error('video call: signalling failed', failure);
    }
  }, []);

  /** Joins with a fresh credential; the polite side is the one that finds the other there. */
  const join = useCallback(async () => {
    const call = parts.current;
    if (!call) return;
    const room = await freshRoom();
    call.iceServers = room.iceServers;
    const answer = await call.socket.emitWithAck('video_join', room.token);
    if (!answer.ok) throw new Error(answer.message);
    const [other] = answer.peers;
    if (other) {
      openPeer(other.id, true);
      flushPending();
    }
  }, [freshRoom, openPeer, flushPending]);

  const teardown = useCallback(() => {
    const call = parts.current;
    if (!call) return;
    call.detach();
    call.socket.emit('video_leave');
    call.peer?.close();
    call.screen?.stop();
    for (const track of call.camera.getTracks()) track.stop();
    parts.current = null;
  }, []);

  const start = useCallback(async () => {
    const socket = appSocket();
    if (!socket || parts.current) return;
    setPhase('starting');
    setError(null);
    let camera: MediaStream;
    try {
      camera = await navigator.mediaDevices.getUserMedia({ audio: true, video: true });
    } catch {
      setError(videoCallMediaDenied);
      setPhase('ready');
      return;
    }
    if (left.current) {
      for (const track of camera.getTracks()) track.stop();
      return;
    }
    // The call starts with audio and video off (spec part 1 §2 Video call).
    for (const track of camera.getTracks()) track.enabled = false;
    const onPeerJoined = (other: VideoPeer) => {
      openPeer(other.id, false);
      flushPending();
    };
    const onPeerLeft = (other: { id: string }) => {
      if (other.id === parts.current?.peerId) closePeer();
    };
    const onChat = (line: VideoChatLine) => {
      lineIds += 1;
      setLines((current) => [
        ...current,
        { id: lineIds, own: false, text: line.text, pending: false },
      ]);
    };
    const onSignalEvent = (signal: VideoSignal & { from: string }) => void onSignal(signal);
    // The consultancy was finished during the call: it ends here, and the screen is disabled.
    const onClosed = () => {
      teardown();
      setRemoteStream(null);
      setLocalStream(null);
      setPeerPresent(false);
      setClosed(true);
    };
    // A reconnected socket is a new one: the server forgot the call, and the other side has
    // already closed its connection to the old one.
    const onReconnect = () => {
      closePeer();
      join().catch((failure: unknown) =>
        setError(failure instanceof Error ? failure.message : unexpected),
      );
    };
    socket.on('video_peer_joined', onPeerJoined);
    socket.on('video_peer_left', onPeerLeft);
    socket.on('video_signal', onSignalEvent);
    socket.on('video_chat', onChat);
    socket.on('chat_closed', onClosed);
    socket.io.on('reconnect', onReconnect);
    parts.current = {
      socket,
      iceServers: [],
      camera,
      screen: null,
      peer: null,
      peerId: null,
      videoSender: null,
      polite: false,
      makingOffer: false,
      ignoreOffer: false,
      applyingAnswer: false,
      pending: [],
      detach: () => {
        socket.off('video_peer_joined', onPeerJoined);
        socket.off('video_peer_left', onPeerLeft);
        socket.off('video_signal', onSignalEvent);
        socket.off('video_chat', onChat);
        socket.off('chat_closed', onClosed);
        socket.io.off('reconnect', onReconnect);
      },
    };
    setLocalStream(camera);
    try {
      await join();
      if (left.current) {
        teardown();
        return;
      }
      setPhase('in-call');
    } catch (failure) {
      teardown();
      setLocalStream(null);
      setError(failure instanceof Error ? failure.message : unexpected);
      setPhase('ready');
    }
  }, [openPeer, flushPending, closePeer, onSignal, join, teardown]);

  const toggleMic = useCallback(() => {
    const track = parts.current?.camera.getAudioTracks()[0];
    if (!track) return;
    track.enabled = !track.enabled;
    setMicOn(track.enabled);
  }, []);

  const toggleCamera = useCallback(() => {
    const track = parts.current?.camera.getVideoTracks()[0];
    if (!track) return;
    track.enabled = !track.enabled;
    setCameraOn(track.enabled);
  }, []);

  const stopSharing = useCallback(() => {
    const call = parts.current;
    if (!call?.screen) return;
    call.screen.stop();
    call.screen = null;
    const camera = call.camera.getVideoTracks()[0] ?? null;
    void call.videoSender?.replaceTrack(camera);
    setLocalStream(call.camera);
    setSharing(false);
  }, []);

  const toggleScreen = useCallback(async () => {
    const call = parts.current;
    if (!call) return;
    if (call.screen) return stopSharing();
    let display: MediaStream;
    try {
      display = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
    } catch {
      // The person closed the browser's picker: nothing is shared.
      return;
    }
    const [track] = display.getVideoTracks();
    if (!track || parts.current !== call) {
      for (const unused of display.getTracks()) unused.stop();
      return;
    }
    call.screen = track;
    // The browser's own "stop sharing" button ends the track: the camera comes back.
    track.addEventListener('ended', stopSharing);
    await call.videoSender?.replaceTrack(track);
    setLocalStream(display);
    setSharing(true);
  }, [stopSharing]);

  const sendChat = useCallback((text: string) => {
    const call = parts.current;
    if (!call) return;
    lineIds += 1;
    const alone = call.peer === null;
    setLines((current) => [...current, { id: lineIds, own: true, text, pending: alone }]);
    if (alone) call.pending.push(text);
    else call.socket.emit('video_chat', text, () => undefined);
  }, []);

  const hangUp = useCallback(() => {
    teardown();
    setRemoteStream(null);
    setLocalStream(null);
    setPeerPresent(false);
  }, [teardown]);

  // Leaving the page (another route, a closed tab) hangs up, also a start still under way.
  useEffect(() => {
    left.current = false;
    return () => {
      left.current = true;
      teardown();
    };
  }, [teardown]);

  return {
    phase,
    /** The consultancy was finished while this page was open. */
    closed,
    error,
    micOn,
    cameraOn,
    sharing,
    peerPresent,
    localStream,
    remoteStream,
    lines,
    start,
    toggleMic,
    toggleCamera,
    toggleScreen,
    sendChat,
    hangUp,
  };
}
